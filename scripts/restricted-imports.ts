import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The messages of no-restricted-imports for one planted import, linted with only the given boundary blocks and no
 * type information (so the file need not exist): how the web's and the server's walls are tested.
 */
export function plantedImportLinter(boundaries: Linter.Config[], folder: string) {
  const eslint = new ESLint({
    cwd: new URL('..', import.meta.url).pathname,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
  });
  return async function restrictedImportMessages(file: string, source: string): Promise<string[]> {
    const [result] = await eslint.lintText(`import { x } from '${source}';\nexport const y = x;\n`, {
      filePath: `${folder}/${file}`,
    });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };
}
