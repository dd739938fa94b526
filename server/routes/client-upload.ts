import { CLIENT_UPLOAD_FIELD, clientUploadMessages, clientUploadResultSchema } from '../../contract/clientUpload.ts';
import type { UploadKind } from '../../contract/uploads.ts';
import { multipartRoutes } from '../plugins/multipart.ts';
import { importClientRows } from '../services/clients/client-csv-import.ts';
import { parseClientCsv } from '../services/clients/client-csv-parse.ts';
import { targetsAudience } from '../device/services/schedule-change-audience.ts';
import { validationProblem } from '../http/http-problem.ts';
import { receiveUpload } from '../services/uploads.ts';
import { problemResponses } from './problem-responses.ts';

const ACCEPT: readonly UploadKind[] = ['csv'];

const fileProblem = (message: string) => validationProblem({ [CLIENT_UPLOAD_FIELD]: [message] });

/**
 * PUT /api/clients/upload-clients (docs/product.md#api-calls, docs/decisions.md#client-csv-upload): admins only. The file
 * must be UTF-8 text (415 otherwise) of at most MAX_CSV_BYTES (413). A file that cannot be read
 * (no header, not CSV) is a 400 on the field; bad rows are listed in the 200 answer, which then
 * says `applied: false` (contract/clientUpload.ts). Its multipart body is read in a context of its own
 * (plugins/multipart.ts).
 */
export const clientUploadRoutes = multipartRoutes(async (app) => {
  app.put(
    '/upload-clients',
    {
      config: { access: 'clients.create', uploadField: CLIENT_UPLOAD_FIELD },
      schema: { response: { 200: clientUploadResultSchema, ...problemResponses(400, 401, 403, 409, 413, 415) } },
    },
    async (request) => {
      const upload = await receiveUpload(request, { field: CLIENT_UPLOAD_FIELD, accept: ACCEPT });
      try {
        if (!upload.file) throw fileProblem(clientUploadMessages.fileRequired);
        const parsed = await parseClientCsv(await upload.file.readText());
        if (!parsed.ok) throw fileProblem(parsed.message);
        const moved: string[] = [];
        const result = await importClientRows(app.db, parsed.rows, app.now(), {
          inBatches: app.dbEngine === 'pglite',
          venuesMoved: (venueIds) => moved.push(...venueIds),
        });
        // A venue's region is its screens' time zone: their players read their days again now.
        if (moved.length > 0) await app.scheduleChanged(await targetsAudience(app.db, { venueIds: moved }));
        return result;
      } finally {
        await upload.discard();
      }
    },
  );
});
