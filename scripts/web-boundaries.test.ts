import { describe, expect, it } from 'vitest';
import { webBoundaries } from '../apps/web/eslint.boundaries.js';
import { plantedImportLinter } from './restricted-imports.js';

/*
 * The boundary rules on their own (no type information, so a file need not exist): each planted import must be
 * refused with the rule's message, and an allowed one must pass. Keeps the rules from rotting silently when folders
 * move.
 */
const restrictedImportMessages = plantedImportLinter(webBoundaries, 'apps/web/src');

describe('web boundaries (lint)', () => {
  it.each([
    ['components/Planted.tsx', '../features/calculator/CalculatorPage', 'Shared code'],
    ['lib/planted.ts', '../app/router', 'Shared code'],
    ['features/calculator/Planted.tsx', '../results/ResultsPage', 'Features do not import each other'],
    ['features/results/Planted.tsx', '../../app/router', 'Only app/'],
    ['features/admin/antennas/Planted.tsx', '../mounts/MountForm', 'Admin sections import admin/common/'],
    ['features/admin/common/planted.ts', '../AdminApp', 'Admin sections import admin/common/'],
    ['features/results/Planted.tsx', 'react-router', 'Public code navigates with lib/navigation.tsx'],
    ['components/Planted.tsx', 'react-router', 'Public code navigates with lib/navigation.tsx'],
    ['app/Planted.tsx', 'react-router', 'Public code navigates with lib/navigation.tsx'],
  ])('%s may not import %s', async (file, source, message) => {
    const messages = await restrictedImportMessages(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    ['features/calculator/Planted.tsx', '../../lib/paths'],
    ['features/admin/antennas/Planted.tsx', '../common/resource'],
    ['app/Planted.tsx', '../features/results/ResultsPage'],
    ['features/admin/AdminRoot.tsx', 'react-router'],
    ['features/admin/antennas/Planted.tsx', 'react-router'],
  ])('%s may import %s', async (file, source) => {
    expect(await restrictedImportMessages(file, source)).toEqual([]);
  });
});
