import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Request bodies are JSON. Fastify's JSON parser (with its prototype-poisoning guard), except that an empty body is no
 * body: a client that sends `Content-Type: application/json` on a bodiless POST (logout) is fine.
 */
const jsonBody: FastifyPluginAsync = async (app) => {
  // The API takes JSON (and, later, multipart uploads); a text/plain body is answered 415.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
};

export const jsonBodyPlugin = fp(jsonBody, { name: 'json-body' });
