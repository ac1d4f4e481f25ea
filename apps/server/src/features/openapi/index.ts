/** The OpenAPI document of the routes as registered, and the page that renders it (docs/api.md). */
export { collectRoutes, type RegisteredRoute, type RouteDocs } from './route-docs.js';
export { buildOpenApiDocument, isApiRoute, openApiPath, type BuiltDocument } from './document.js';
export { openApiRoutes } from './openapi.routes.js';
