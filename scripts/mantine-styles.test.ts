import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { mantineComponentStyles, missingMantineStyles, type ComponentStyles } from './mantine-styles.js';
import { useScratchTree } from './scratch-tree.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('Mantine styles per component (docs/architecture.md, "Public page weight")', () => {
  let components: Map<string, ComponentStyles>;
  // Parses Mantine's modules: generous on a busy machine.
  beforeAll(() => {
    components = mantineComponentStyles(root);
  }, 60_000);

  it('every chunk of the web app imports the styles of the Mantine components it uses', () => {
    expect(missingMantineStyles(root, 'apps/web/src/main.tsx', components)).toEqual([]);
  }, 60_000);

  it('reads a component’s styles from Mantine’s modules, with what it renders and not its unused members', () => {
    expect([...components.get('Select')!.styles]).toEqual(expect.arrayContaining(['Combobox', 'Input', 'Popover']));
    expect(components.get('Checkbox')!.styles).toContain('Checkbox');
    expect(components.get('Checkbox')!.styles).not.toContain('CheckboxCard');
    expect(components.get('Checkbox')!.members.get('Card')).toContain('CheckboxCard');
    expect([...components.get('Stack')!.styles]).toEqual(['Stack']);
  });
});

describe('the Mantine styles check on a planted app', () => {
  const plantFiles = useScratchTree('mantine-styles-');

  const layer = (...names: string[]) =>
    names.map((name) => `@import '@mantine/core/styles/${name}.layer.css';\n`).join('');
  const style = (names: string[], members: Record<string, string[]> = {}): ComponentStyles => ({
    styles: new Set(names),
    members: new Map(Object.entries(members).map(([member, styles]) => [member, new Set(styles)])),
  });
  const planted = new Map([
    ['Button', style(['UnstyledButton', 'Button'])],
    ['Switch', style(['Switch'])],
    ['Checkbox', style(['Checkbox'], { Card: ['CheckboxCard'] })],
  ]);

  /** A scratch app: `src/main.tsx` (its styles in app.css) loading `src/Page.tsx` lazily, each file's text given. */
  function plant(files: Record<string, string>): string {
    return plantFiles({
      'src/main.tsx': `import './app.css';\nimport { Button } from '@mantine/core';\nconst Page = () => import('./Page');\n`,
      'src/app.css': layer('UnstyledButton', 'Button'),
      ...files,
    });
  }

  it('names a component a lazy page uses without its stylesheet', () => {
    const at = plant({
      'src/Page.tsx': `import './page.css';\nimport { Switch } from '@mantine/core';\nimport { Field } from './Field';\n`,
      'src/Field.tsx': `import { Checkbox, type CheckboxProps } from '@mantine/core';\nconst card = <Checkbox.Card />;\n`,
      'src/page.css': layer('Checkbox'),
    });
    expect(missingMantineStyles(at, 'src/main.tsx', planted)).toEqual([
      'src/Page.tsx: Checkbox.Card (src/Field.tsx) has no CheckboxCard.layer.css',
      'src/Page.tsx: Switch (src/Page.tsx) has no Switch.layer.css',
    ]);
  });

  it('counts the entry chunk’s styles for every page, and a page’s own for its own files', () => {
    const at = plant({
      'src/Page.tsx': `import './page.css';\nimport { Button, Switch } from '@mantine/core';\n`,
      'src/page.css': layer('Switch'),
    });
    expect(missingMantineStyles(at, 'src/main.tsx', planted)).toEqual([]);
  });

  it('does not count a lazy page’s styles for the entry chunk', () => {
    const at = plant({
      'src/main.tsx': `import './app.css';\nimport { Switch } from '@mantine/core';\nconst Page = () => import('./Page');\n`,
      'src/Page.tsx': `import './page.css';\n`,
      'src/page.css': layer('Switch'),
    });
    expect(missingMantineStyles(at, 'src/main.tsx', planted)).toEqual([
      'src/main.tsx: Switch (src/main.tsx) has no Switch.layer.css',
    ]);
  });
});
