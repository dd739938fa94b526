import * as z from 'zod';
import {
  ASSET_FILE_FIELDS,
  ASSET_FILE_IN_USE_TITLE,
  assetFileInUseProblemSchema,
  assetFileListSchema,
  assetFileMessages,
  assetFileNameSchema,
  assetFileSchema,
  assetFileTypes,
  type AssetFileType,
} from '../../contract/assetFiles.ts';
import { noContentSchema } from '../../contract/http.ts';
import type { UploadKind } from '../../contract/uploads.ts';
import { multipartRoutes } from '../plugins/multipart.ts';
import type { ZodRoutes } from '../plugins/zod.ts';
import { addAssetFile, assetsUsingFile, deleteAssetFile, findAssetFile, listAssetFiles, updateAssetFile } from '../services/assets/asset-files.ts';
import { readFormField } from '../http/form-fields.ts';
import { conflict, notFound, validationProblem } from '../http/http-problem.ts';
import { fileAudience } from '../device/services/schedule-change-audience.ts';
import { isUuid } from '../services/sql-rows.ts';
import { assetFileKey } from '../services/storage/keys.ts';
import { receiveUpload, type ReceivedUpload } from '../services/uploads.ts';
import { problemResponses } from './problem-responses.ts';

const assetFileParamsSchema = z.object({ assetFileId: z.string() });
/** Name and FileType may come as query parameters too (docs/product.md#api-calls); a form field wins. */
const assetFileQuerySchema = z.object({ Name: z.string().optional(), FileType: z.string().optional() }).partial();

const ACCEPT: readonly UploadKind[] = ['image', 'video'];

const fileTypeOfKind = (kind: UploadKind): AssetFileType => (kind === 'video' ? 'Video' : 'Image');

/** The text fields of the form, checked: Name required, clean and capped, FileType (if sent) Image or Video. */
function formFields(upload: ReceivedUpload, query: z.infer<typeof assetFileQuerySchema>) {
  const errors: Record<string, string[]> = {};
  const name = readFormField(assetFileNameSchema, upload.fields[ASSET_FILE_FIELDS.name] ?? query.Name ?? '', ASSET_FILE_FIELDS.name, errors) ?? '';
  const fileType = upload.fields[ASSET_FILE_FIELDS.fileType] ?? query.FileType;
  if (fileType !== undefined && !(assetFileTypes as readonly string[]).includes(fileType)) {
    errors[ASSET_FILE_FIELDS.fileType] = [assetFileMessages.fileTypeInvalid];
  }
  return { name, errors };
}

/**
 * /api/assetfile (docs/product.md#api-calls): media for layouts, admin-only global resources (docs/decisions.md#who-may-do-what). The stored
 * type follows the uploaded bytes (server/services/uploads.ts); a replaced or deleted file's
 * stored bytes are deleted after the row changed, so a failed write never loses the old file.
 */
export const assetFileRoutes: ZodRoutes = async (app) => {
  app.get(
    '/',
    { config: { access: 'content.read' }, schema: { response: { 200: assetFileListSchema, ...problemResponses(401, 403) } } },
    async () => listAssetFiles(app.db),
  );

  // The uploads alone take a multipart body (plugins/multipart.ts).
  await app.register(
    multipartRoutes(async (uploads) => {
      uploads.post(
        '/',
        {
          config: { access: 'content.edit', uploadField: ASSET_FILE_FIELDS.file },
          schema: {
            querystring: assetFileQuerySchema,
            response: { 201: assetFileSchema, ...problemResponses(400, 401, 403, 413, 415, 503) },
          },
        },
        async (request, reply) => {
          const upload = await receiveUpload(request, { field: ASSET_FILE_FIELDS.file, accept: ACCEPT });
          try {
            const { name, errors } = formFields(upload, request.query);
            if (!upload.file) errors[ASSET_FILE_FIELDS.file] = [assetFileMessages.fileRequired];
            if (Object.keys(errors).length > 0 || !upload.file) throw validationProblem(errors);
            const fileType = fileTypeOfKind(upload.file.kind);
            const stored = await upload.file.store(app.storage, assetFileKey);
            try {
              return reply.code(201).send(await addAssetFile(app.db, { name, fileType, ...stored }));
            } catch (error) {
              await app.removeStored({ key: assetFileKey(stored.fileName) });
              throw error;
            }
          } finally {
            await upload.discard();
          }
        },
      );

      uploads.put(
        '/:assetFileId',
        {
          config: { access: 'content.edit', uploadField: ASSET_FILE_FIELDS.file },
          schema: {
            params: assetFileParamsSchema,
            querystring: assetFileQuerySchema,
            response: { 200: assetFileSchema, ...problemResponses(400, 401, 403, 404, 413, 415, 503) },
          },
        },
        async (request) => {
          const { assetFileId } = request.params;
          const existing = isUuid(assetFileId) ? await findAssetFile(app.db, assetFileId) : null;
          if (!existing) throw notFound();
          const upload = await receiveUpload(request, { field: ASSET_FILE_FIELDS.file, accept: ACCEPT });
          try {
            const { name, errors } = formFields(upload, request.query);
            if (Object.keys(errors).length > 0) throw validationProblem(errors);
            if (!upload.file) {
              // Without a new file the stored bytes, and so their type, stay as they are.
              const renamed = await updateAssetFile(app.db, existing.id, { name });
              if (!renamed) throw notFound();
              await app.scheduleChanged(await fileAudience(app.db, existing.id));
              return renamed;
            }
            const fileType = fileTypeOfKind(upload.file.kind);
            const stored = await upload.file.store(app.storage, assetFileKey);
            const replaced = await updateAssetFile(app.db, existing.id, { name, fileType, ...stored }).catch(async (error: unknown) => {
                await app.removeStored({ key: assetFileKey(stored.fileName) });
                throw error;
              });
            if (!replaced) {
              // Deleted meanwhile: the new bytes have no record either.
              await app.removeStored({ key: assetFileKey(stored.fileName) });
              throw notFound();
            }
            await app.removeStored({ key: assetFileKey(existing.fileName) });
            // The layouts that draw it have new media: the players whose weeks carry them read them again now.
            await app.scheduleChanged(await fileAudience(app.db, existing.id));
            return replaced;
          } finally {
            await upload.discard();
          }
        },
      );
    }),
  );

  app.delete(
    '/:assetFileId',
    {
      config: { access: 'content.edit' },
      schema: {
        params: assetFileParamsSchema,
        response: { 204: noContentSchema, ...problemResponses(401, 403, 404), 409: assetFileInUseProblemSchema },
      },
    },
    async (request, reply) => {
      const { assetFileId } = request.params;
      if (!isUuid(assetFileId)) throw notFound();
      // A layout that names the file would draw "Image file not found": refuse instead (409), and
      // say which assets use it so the person knows where to remove it.
      const users = await assetsUsingFile(app.db, assetFileId);
      if (users.length > 0) throw conflict(ASSET_FILE_IN_USE_TITLE, { assets: users });
      const fileName = await deleteAssetFile(app.db, assetFileId);
      if (fileName === null) throw notFound();
      await app.removeStored({ key: assetFileKey(fileName) });
      return reply.code(204).send();
    },
  );
};
