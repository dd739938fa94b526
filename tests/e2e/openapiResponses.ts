import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Checks the journeys' API answers against the portal's own OpenAPI document (/api/openapi.json):
 * an answer whose shape the document does not describe fails the journey, so the document can
 * never drift from what the server sends. JSON Schema 2020-12 (OpenAPI 3.1's dialect) by Ajv.
 */

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

interface Checker {
  check(method: string, path: string, status: number, body: unknown): void;
}

const checkers = new Map<string, Promise<Checker>>();

/** `/api/venues/{venueId}` → a pattern; literal paths are tried before templated ones. */
function pathMatchers(document: OpenApiDocument): Array<{ template: string; pattern: RegExp }> {
  return Object.keys(document.paths)
    .map((template) => ({
      template,
      params: (template.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params)
    .map(({ template, pattern }) => ({ template, pattern }));
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

async function loadChecker(baseUrl: string): Promise<Checker> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/openapi.json: ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  // The document is registered whole so the schemas' $refs (#/components/…) resolve inside it.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(document as object, 'openapi.json');
  const matchers = pathMatchers(document);
  const compiled = new Map<string, ValidateFunction>();
  return {
    check(method, path, status, body) {
      const bare = path.split('?')[0] ?? path;
      const template = matchers.find((matcher) => matcher.pattern.test(bare))?.template;
      const operation = template === undefined ? undefined : document.paths[template]?.[method.toLowerCase()];
      if (template === undefined || !operation) throw new Error(`${method} ${bare} is not in /api/openapi.json`);
      const answer = operation.responses?.[String(status)];
      if (!answer) throw new Error(`${method} ${template} answered ${status}, which /api/openapi.json does not list`);
      if (answer.content?.['application/json']?.schema === undefined) return;
      const key = `${template} ${method} ${status}`;
      let validate = compiled.get(key);
      if (!validate) {
        const ref = `openapi.json#/${pointer('paths', template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
        validate = ajv.compile({ $ref: ref });
        compiled.set(key, validate);
      }
      if (!validate(body)) {
        throw new Error(`${method} ${bare} ${status} does not match /api/openapi.json: ${ajv.errorsText(validate.errors)}`);
      }
    },
  };
}

/** Throws when the answer is not one the document describes for this route and status. */
export async function expectDocumentedAnswer(baseUrl: string, method: string, path: string, status: number, body: unknown): Promise<void> {
  let checker = checkers.get(baseUrl);
  if (!checker) {
    checker = loadChecker(baseUrl);
    checkers.set(baseUrl, checker);
  }
  (await checker).check(method, path, status, body);
}
