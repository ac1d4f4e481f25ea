// @vitest-environment node
// No document and no window here, as on the server: drawing a page must not touch either.
import { describe, expect, it } from 'vitest';
import type { ApiTransport } from './lib/api';
import { DRAWN_PAGE_STATE_ID } from './lib/drawnPage';
import { antennas, roofTypes, savedResult, summit } from './test/publicFixtures';
import { drawPublicPage } from './server';

type Answers = Record<string, { status?: number; json: unknown }>;

/** The server's routes as a page being drawn sees them, and the paths it asked for. */
function routes(answers: Answers) {
  const asked: string[] = [];
  const transport: ApiTransport = async (url, init) => {
    asked.push(`${init.method ?? 'GET'} ${url}`);
    const answer = answers[new URL(url, 'http://page.invalid').pathname];
    return new Response(JSON.stringify(answer?.json ?? { errors: ['Not found'] }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { transport, asked };
}

const calculatorAnswers: Answers = {
  '/api/resellers/init': { json: summit },
  '/api/antennas': { json: antennas },
  '/api/roof_types': { json: roofTypes },
  '/api/block_types': { json: [] },
  '/api/engineering_settings': { json: { default_block_type_id: null } },
};

/** The JSON a drawn page carries its data in. */
function stateOf(stateScript: string): { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } } {
  const prefix = `<script type="application/json" id="${DRAWN_PAGE_STATE_ID}">`;
  expect(stateScript.startsWith(prefix)).toBe(true);
  return JSON.parse(stateScript.slice(prefix.length, -'</script>'.length));
}

describe('a public page drawn on the server', () => {
  it('is the calculator form, in the reseller’s branding, with the data it was drawn with', async () => {
    const { transport, asked } = routes(calculatorAnswers);
    const page = await drawPublicPage('/', transport);
    expect(page).toBeDefined();
    expect(asked.sort()).toEqual(
      ['/api/antennas', '/api/block_types', '/api/engineering_settings', '/api/resellers/init', '/api/roof_types']
        .map((path) => `GET ${path}`)
        .sort(),
    );
    expect(page!.html).toContain('id="form-page"');
    expect(page!.html).toContain('Summit Roof Mounts');
    expect(page!.html).toMatch(/<input[^>]*data-path="building_height"/);
    expect(page!.html).toContain('>Calculate<');
    const data = stateOf(page!.stateScript).queries.queries.map((query) => query.state.data);
    expect(data).toContainEqual(summit);
    expect(data).toContainEqual(antennas);
  });

  it('writes no text of the data that could end its script element or open a comment', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const { transport } = routes({ ...calculatorAnswers, '/api/resellers/init': { json: { ...summit, name } } });
    const page = await drawPublicPage('/', transport);
    expect(page!.stateScript.slice(0, -'</script>'.length)).not.toMatch(/<\/script|<!--/i);
    expect(page!.html).not.toContain('<script>alert(1)');
    expect(stateOf(page!.stateScript).queries.queries.map((query) => query.state.data)).toContainEqual({
      ...summit,
      name,
    });
  });

  it('is a share link’s result with its ballast, the figure the visitor waits for', async () => {
    const { transport, asked } = routes({
      '/api/resellers/init': { json: summit },
      [`/api/mount_search_results/token/${savedResult.token}`]: { json: savedResult },
    });
    const page = await drawPublicPage(`/results?t=${savedResult.token}`, transport);
    expect(asked).toContain(`GET /api/mount_search_results/token/${savedResult.token}`);
    expect(page!.html).toContain(`${savedResult.ballast_weight.toLocaleString('en-US')} lbs`);
    // Dates and the report's paper are the visitor's: drawn as UTC has them, the report linked bare.
    expect(page!.html).toContain(`href="/api/mount_search_results/token/${savedResult.token}/report.pdf"`);
  });

  it.each([
    ['the antennas fail', '/', { ...calculatorAnswers, '/api/antennas': { status: 500, json: { errors: ['x'] } } }],
    ['a share link names no result', '/results?t=nothing', { '/api/resellers/init': { json: summit } }],
  ])('is left to the browser when %s: it shows what it shows for that failure', async (_case, href, answers) => {
    const { transport } = routes(answers);
    expect(await drawPublicPage(href, transport)).toBeUndefined();
  });

  it.each(['/admin/login', '/admin/mounts', '/nowhere', '/results', '/diagnostics', '/error'])(
    'is not drawn at %s: the browser draws it',
    async (href) => {
      const { transport, asked } = routes(calculatorAnswers);
      expect(await drawPublicPage(href, transport)).toBeUndefined();
      expect(asked).toEqual([]);
    },
  );
});
