/* global document */
// The API reference page (/api/docs): lists every operation of /api/openapi.json by section, with its auth,
// parameters, request body and answers. Text only (textContent), nothing fetched but the document itself.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

// The document's named schemas (components.schemas), which the answers reference by name.
let namedSchemas = {};

/** A schema as JSON; one that names a component (or a list of one) is shown as that component, under its name. */
function schemaBlock(schema) {
  const ref = schema?.$ref ?? schema?.items?.$ref;
  if (typeof ref !== 'string') return element('pre', { class: 'schema' }, JSON.stringify(schema, null, 2));
  const name = ref.replace('#/components/schemas/', '');
  const title = schema.$ref ? name : `A list of ${name}`;
  return element(
    'div',
    {},
    element('p', { class: 'schema-name' }, title),
    element('pre', { class: 'schema' }, JSON.stringify(namedSchemas[name] ?? {}, null, 2)),
  );
}

function contentList(content) {
  const list = element('div', { class: 'content' });
  for (const [type, { schema }] of Object.entries(content ?? {})) {
    const details = element('details', {}, element('summary', {}, element('code', {}, type)));
    details.append(schemaBlock(schema));
    list.append(details);
  }
  return list;
}

function parametersTable(parameters) {
  const rows = parameters.map((parameter) =>
    element(
      'tr',
      {},
      element('td', {}, element('code', {}, parameter.name)),
      element('td', {}, parameter.in),
      element('td', {}, parameter.required ? 'yes' : 'no'),
      element('td', {}, parameter.description ?? ''),
      element('td', {}, element('code', {}, JSON.stringify(parameter.schema))),
    ),
  );
  const head = element(
    'tr',
    {},
    ...['Name', 'In', 'Required', 'Description', 'Schema'].map((title) => element('th', { scope: 'col' }, title)),
  );
  return element(
    'div',
    { class: 'scroll' },
    element('table', {}, element('thead', {}, head), element('tbody', {}, ...rows)),
  );
}

/** "public", "public, token optional" or "token: administrator, reseller user" (x-auth and x-roles). */
function authLabel(operation) {
  const roles = (operation['x-roles'] ?? []).map((role) => role.replace('_', ' ')).join(', ');
  if (operation['x-auth'] === 'token') return `token: ${roles}`;
  if (operation['x-auth'] === 'optional-token') return 'public, token optional';
  return operation['x-auth'] ?? '';
}

function operationView(method, path, operation) {
  const summary = element(
    'summary',
    {},
    element('span', { class: `method ${method}` }, method.toUpperCase()),
    ' ',
    element('code', { class: 'path' }, path),
    ' ',
    element('span', { class: 'summary' }, operation.summary ?? ''),
    ' ',
    element('span', { class: `auth ${operation['x-auth'] ?? ''}` }, authLabel(operation)),
  );
  // The route's own description, then its auth: paragraphs separated by a blank line.
  const paragraphs = (operation.description ?? '').split('\n\n').map((text) => element('p', {}, text));
  const body = element('div', { class: 'operation-body' }, ...paragraphs);
  if (operation.parameters?.length) body.append(element('h4', {}, 'Parameters'), parametersTable(operation.parameters));
  if (operation.requestBody) body.append(element('h4', {}, 'Request body'), contentList(operation.requestBody.content));
  body.append(element('h4', {}, 'Answers'));
  const answers = element('ul', { class: 'answers' });
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    answers.append(
      element('li', {}, element('strong', {}, status), ` ${response.description ?? ''}`, contentList(response.content)),
    );
  }
  body.append(answers);
  const view = element('details', {
    class: 'operation',
    'data-search': `${method} ${path} ${operation.tags?.[0] ?? ''} ${operation.summary ?? ''}`,
  });
  view.append(summary, body);
  return view;
}

function render(api, main) {
  namedSchemas = api.components?.schemas ?? {};
  const sections = new Map();
  for (const [path, item] of Object.entries(api.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'api';
      if (!sections.has(tag)) sections.set(tag, []);
      sections.get(tag).push(operationView(method, path, operation));
    }
  }
  main.replaceChildren();
  const count = [...sections.values()].reduce((total, views) => total + views.length, 0);
  main.append(element('p', { class: 'count' }, `${count} operations, OpenAPI ${api.openapi}`));
  for (const [tag, views] of [...sections.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    main.append(element('section', { 'data-tag': tag }, element('h2', {}, tag), ...views));
  }
}

function filter(main, text) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  for (const section of main.querySelectorAll('section')) {
    let shown = 0;
    for (const view of section.querySelectorAll('.operation')) {
      const haystack = view.dataset.search.toLowerCase();
      const match = words.every((word) => haystack.includes(word));
      view.hidden = !match;
      if (match) shown += 1;
    }
    section.hidden = shown === 0;
  }
}

const main = document.getElementById('operations');
const input = document.getElementById('filter');
fetch('/api/openapi.json', { headers: { accept: 'application/json' } })
  .then((response) => {
    if (!response.ok) throw new Error(`The document answered ${response.status}`);
    return response.json();
  })
  .then((api) => {
    render(api, main);
    input.addEventListener('input', () => filter(main, input.value));
  })
  .catch((error) => {
    main.replaceChildren(element('p', { role: 'alert' }, `The API document could not be read: ${error.message}`));
  });
