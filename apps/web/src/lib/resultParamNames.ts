/**
 * docs/product.md, results: the parameters /results needs when opened without `t`. Kept free of imports so the
 * browser journeys (e2e/) check the calculator's navigation against this same list.
 */
export const REQUIRED_RESULT_PARAMS = [
  'token',
  'resellerId',
  'mountId',
  'roofType',
  'ridgeMount',
  'antenna',
  'windExposure',
  'windSpeed',
  'defaultWindSpeed',
  'location',
  'buildingHeight',
  'ballastWeight',
  'companyName',
  'totalDeadLoad',
] as const;
export type ResultParam = (typeof REQUIRED_RESULT_PARAMS)[number];
