import { describe, expect, it } from 'vitest';
import { savedResult } from '../test/publicFixtures';
import { paramsMatchResult, readResultsRequest, REQUIRED_RESULT_PARAMS, resultSearchParams } from './resultParams';

describe('results parameters', () => {
  it('carries every required parameter, plus datePrepared, and reads back as a parameter request that matches', () => {
    const params = resultSearchParams(savedResult);
    for (const key of [...REQUIRED_RESULT_PARAMS, 'datePrepared']) expect(params.has(key)).toBe(true);
    const request = readResultsRequest(params);
    expect(request).toMatchObject({ kind: 'params', token: savedResult.token });
    expect(paramsMatchResult(params, savedResult)).toBe(true);
  });

  it('prefers t, and needs every parameter and a non-empty mountId otherwise', () => {
    expect(readResultsRequest(new URLSearchParams('t=abc&token=zzz'))).toEqual({ kind: 'token', token: 'abc' });
    expect(readResultsRequest(new URLSearchParams(''))).toEqual({ kind: 'none' });
    for (const key of REQUIRED_RESULT_PARAMS) {
      const params = resultSearchParams(savedResult);
      params.delete(key);
      expect(readResultsRequest(params)).toEqual({ kind: 'none' });
    }
    const emptyMount = resultSearchParams(savedResult);
    emptyMount.set('mountId', '');
    expect(readResultsRequest(emptyMount)).toEqual({ kind: 'none' });
  });

  it('rejects parameters that do not describe the saved result, and accepts equal numbers written differently', () => {
    const edited = resultSearchParams(savedResult);
    edited.set('ballastWeight', '10');
    expect(paramsMatchResult(edited, savedResult)).toBe(false);
    const otherCompany = resultSearchParams(savedResult);
    otherCompany.set('companyName', 'Someone Else');
    expect(paramsMatchResult(otherCompany, savedResult)).toBe(false);
    const reformatted = resultSearchParams(savedResult);
    reformatted.set('windSpeed', '115.0');
    expect(paramsMatchResult(reformatted, savedResult)).toBe(true);
    const blankNumber = resultSearchParams({ ...savedResult, reseller_id: null });
    expect(blankNumber.get('resellerId')).toBe('');
    blankNumber.set('resellerId', '0');
    expect(paramsMatchResult(blankNumber, { ...savedResult, reseller_id: null })).toBe(false);
  });
});
