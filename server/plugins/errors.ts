import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { VALIDATION_ERROR_TITLE, type Problem, type ValidationProblem } from '../../contract/errors.ts';
import { TOO_MANY_REQUESTS_TITLE } from '../../contract/http.ts';
import { HttpProblem } from '../http/http-problem.ts';
import { loggableError } from '../services/loggable-error.ts';
import { foreignKeyViolation } from '../services/sql-rows.ts';
import { RequestValidationError, ROOT_ISSUE_KEY } from './zod.ts';

interface Answer {
  body: Problem | ValidationProblem;
  headers: Record<string, string>;
}

/** Titles for the statuses docs/decisions.md#player-and-alerts names; any other 4xx takes its HTTP reason phrase. */
const TITLES: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: TOO_MANY_REQUESTS_TITLE,
};

const NOT_FOUND: Problem = { title: 'Not Found', status: 404 };

const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function fieldErrors(error: RequestValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    // Field names as in the payload (docs/decisions.md#errors); a wrong part as a whole goes under its name.
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : (ROOT_ISSUE_KEY[error.part] ?? error.part);
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** Turns anything thrown into the answer docs/decisions.md#errors promises: a title and a status, never a stack. */
export function answerFor(error: FastifyError): Answer {
  if (error instanceof RequestValidationError) {
    return { body: { title: VALIDATION_ERROR_TITLE, status: 400, errors: fieldErrors(error) }, headers: {} };
  }
  if (error instanceof HttpProblem) {
    const body =
      error.statusCode === 400 && error.errors
        ? { title: error.title, status: 400 as const, errors: error.errors }
        : { ...error.details, title: error.title, status: error.statusCode };
    return { body, headers: error.headers };
  }
  // A row we checked was there went away before our write referred to it (a delete racing this
  // request): the record is gone, which is a 404 (docs/decisions.md#who-may-do-what), not a failure of the server.
  if (foreignKeyViolation(error) !== null) return { body: NOT_FOUND, headers: {} };
  if (MALFORMED_JSON_CODES.has(error.code)) {
    return { body: { title: 'Malformed JSON body.', status: 400 }, headers: {} };
  }
  const status = statusOf(error);
  if (status >= 500) return { body: { title: 'Internal Server Error', status: 500 }, headers: {} };
  return { body: { title: TITLES[status] ?? STATUS_CODES[status] ?? 'Error', status }, headers: {} };
}

const errors: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { body, headers } = answerFor(error);
    if (body.status >= 500) {
      request.log.error({ err: loggableError(error) }, 'Request failed');
    } else {
      request.log.info({ status: body.status, code: error.code }, body.title);
    }
    return reply.code(body.status).headers(headers).type('application/json; charset=utf-8').send(body);
  });
};

/** The error handler of the whole app (not encapsulated, so every route file gets it). */
export const errorsPlugin = fp(errors, { name: 'errors' });
