import { describe, expect, it } from 'vitest';
import {
  request,
  search,
  storedDocument,
  t,
  useSeededSearchApp,
  expectRefusedOnField,
} from '../../test/mount-search.js';

useSeededSearchApp();

const getByToken = (token: string) => t.app.inject({ method: 'GET', url: `/api/mount_search_results/token/${token}` });

/** The project on the document: project_name and site_address, optional, stored with the search. */
describe('project_name and site_address of a search', () => {
  it('answers 201 with both, stores them with the result and answers them again by token', async () => {
    const created = await search(
      request({ project_name: '  Main St. water tower  ', site_address: '1200 Main St, Springfield, IL 62701' }),
    );
    expect(created.statusCode).toBe(201);
    const result = created.json();
    expect(result.project_name).toBe('Main St. water tower');
    expect(result.site_address).toBe('1200 Main St, Springfield, IL 62701');
    expect(await storedDocument(result.token)).toMatchObject({
      project_name: 'Main St. water tower',
      site_address: '1200 Main St, Springfield, IL 62701',
    });
    const read = await getByToken(result.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      project_name: 'Main St. water tower',
      site_address: '1200 Main St, Springfield, IL 62701',
    });
  });

  it.each([
    ['not given', undefined],
    ['blank', '   '],
    ['null', null],
  ])('answers null for both when %s', async (_case, value) => {
    const result = (await search(request({ project_name: value, site_address: value }))).json();
    expect(result.project_name).toBeNull();
    expect(result.site_address).toBeNull();
    expect((await getByToken(result.token)).json()).toMatchObject({ project_name: null, site_address: null });
  });

  it('takes exactly 120 and 200 characters', async () => {
    const response = await search(request({ project_name: 'p'.repeat(120), site_address: 's'.repeat(200) }));
    expect(response.statusCode).toBe(201);
    expect(response.json().project_name).toHaveLength(120);
  });

  it.each([
    ['project_name', 'p'.repeat(121), 'Project Name is too long (maximum is 120 characters)'],
    ['site_address', 's'.repeat(201), 'Site Address is too long (maximum is 200 characters)'],
    ['project_name', 'Tower\u0000', 'Project Name contains an invalid character'],
    ['site_address', '12 Main St \uD800', 'Site Address contains an invalid character'],
    ['project_name', 42, 'Project Name must be text'],
  ])('answers 422 on %s for %j and stores nothing', async (field, value, fullMessage) => {
    await expectRefusedOnField(field, value, fullMessage);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await getByToken('AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(404);
  });
});
