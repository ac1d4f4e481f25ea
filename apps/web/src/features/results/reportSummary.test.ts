import { reportPaper } from './ResultActions';
import { describe, expect, it } from 'vitest';
import { savedResult } from '../../test/publicFixtures';
import { formatStepValue, groupSteps } from '@nprm/contracts';
import { qrPath } from './ResultQrCode';
import {
  blocksText,
  coordinatesText,
  governingLabel,
  optionsUsed,
  perTrayText,
  utilisationPercent,
} from '@nprm/contracts';
import { sheetSteps } from './reportFixtures';

describe('report facts (docs/product.md, R-44 to R-47)', () => {
  it('writes coordinates with hemispheres, four decimals', () => {
    expect(coordinatesText(41.85003, -87.65006)).toBe('41.8500° N, 87.6501° W');
    expect(coordinatesText(-33.8688, 151.2093)).toBe('33.8688° S, 151.2093° E');
    expect(coordinatesText(null, 1)).toBeNull();
  });

  it('gives the roof load as a whole per cent of the allowable', () => {
    expect(utilisationPercent(23.46, 40)).toBe(59);
    expect(utilisationPercent(40, 40)).toBe(100);
    expect(utilisationPercent(10, 0)).toBeNull();
  });

  it('names the governing case', () => {
    expect(governingLabel('overturning')).toBe('Overturning');
    expect(governingLabel('sliding')).toBe('Sliding');
    expect(governingLabel('minimum')).toBe("The mount's minimum ballast");
  });

  it("reads the options from the sheet's rows (K_d, the block weight), or none", () => {
    expect(optionsUsed(sheetSteps)).toBe('K_d 0.95; ballast block 30 lb');
    expect(optionsUsed([])).toBeNull();
  });

  it('counts the blocks in both wordings, and per tray', () => {
    expect(blocksText(savedResult)).toBe('41 blocks of 30 lb (Solid concrete block 4" × 8" × 16")');
    expect(blocksText(savedResult, true)).toBe('41 × 30 lb (Solid concrete block 4" × 8" × 16")');
    expect(perTrayText(savedResult)).toBe('11 per tray in 4 trays');
    expect(blocksText({ ...savedResult, ballast_blocks: { count: 0, block_weight: 30 } })).toBeNull();
  });
});

describe('calculation sheet rows (R-50)', () => {
  it("groups the steps by their symbol's section in the glossary, in the sheet order, empty sections left out", () => {
    const groups = groupSteps(sheetSteps);
    expect(groups.map((group) => group.title)).toEqual(['Inputs and geometry', 'Wind pressure', 'Ballast']);
    // Within a section the rows keep the order they came in (the engine's).
    expect(groups[1]!.steps.map((step) => step.symbol)).toEqual(['q_z,a', 'K_d']);
  });

  it('prints a given value exactly and a computed one with the digits its formula recomputes with', () => {
    expect(sheetSteps.map((step) => formatStepValue(step))).toEqual(['115', '32.63446', '0.95', '1,229.512', '30']);
    expect(formatStepValue({ value: 1.125 })).toBe('1.125');
    expect(formatStepValue({ value: Number.NaN })).toBe('–');
  });
});

describe('QR code (R-49)', () => {
  it('draws the same modules for the same link, with the quiet zone and the finder pattern', () => {
    const first = qrPath('http://northwind.localhost:3000/results?t=abc');
    expect(qrPath('http://northwind.localhost:3000/results?t=abc')).toEqual(first);
    // 45 bytes: version 4 (33 modules, up to 62 bytes at level M; version 3 holds 42); 4 modules of quiet zone each side.
    expect(first.size).toBe(33 + 8);
    // The finder pattern's top-left module is dark, the quiet zone is not.
    expect(first.path).toContain('M4 4h1v1h-1z');
    expect(first.path).not.toContain('M3 3h1');
    expect(qrPath('http://localhost/results?t=xyz').path).not.toBe(first.path);
  });
});

describe('reportPaper', () => {
  it('gives Letter to the Americas that use it and A4 elsewhere', () => {
    expect(reportPaper('en-US')).toBe('letter');
    expect(reportPaper('fr-CA')).toBe('letter');
    expect(reportPaper('en-GB')).toBe('a4');
    expect(reportPaper('de')).toBe('a4');
    expect(reportPaper('not a language')).toBe('letter');
  });
});
