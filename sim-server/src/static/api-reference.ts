import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ControlOperation } from '@casino/contracts/control/operation';
import { buildOpenApiDocument } from '@casino/contracts/openapi';
import { endpoints } from '@casino/contracts/registry';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where the reference's two files are: a packed simulator carries them beside this module
 * (scripts/pack.mjs), so installing it pulls no swagger-ui-dist, whose install script reports
 * to a telemetry service; in the repository they come from the swagger-ui-dist package.
 */
const PACKED_SWAGGER_UI = join(dirname(fileURLToPath(import.meta.url)), 'swagger-ui');
const swaggerUiDir = existsSync(PACKED_SWAGGER_UI)
  ? PACKED_SWAGGER_UI
  : dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Casino simulator API reference</title>
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <noscript>The reference needs JavaScript; the raw document is at <a href="/openapi.json">/openapi.json</a>.</noscript>
  <div id="reference"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/start.js"></script>
</body>
</html>`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#reference', deepLinking: true });`;

/**
 * `/openapi.json`: the OpenAPI 3.1 document generated from the contracts' registry (built
 * once, on first request). `/docs`: a browsable reference over it, served from the
 * swagger-ui-dist package so it works with no network.
 */
export const apiReferencePlugin = fp(
  async (app: FastifyInstance, options: { controlOperations?: Record<string, ControlOperation> }) => {
    let document: string | undefined;
    app.get('/openapi.json', async (_request, reply) => {
      document ??= JSON.stringify(
        buildOpenApiDocument(endpoints, {
          title: 'Casino kit simulator API',
          version: '1.0.0',
          description:
            'Every call of the players\' app, as the simulator answers it. All answers are envelopes `{ error, message, data }`. Operations marked `x-ours` have shapes defined by this kit where the specs say "not shown".',
          controlOperations: options.controlOperations,
        }),
      );
      return reply.type('application/json; charset=utf-8').send(document);
    });
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
    app.get('/docs/assets/start.js', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(START_SCRIPT),
    );
    app.get<{ Params: { file: string } }>('/docs/assets/:file', async (request, reply) => {
      const type = ASSETS[request.params.file];
      if (!type) return reply.callNotFound();
      const body = await readFile(join(swaggerUiDir, request.params.file));
      return reply.type(type).header('Cache-Control', 'public, max-age=86400').send(body);
    });
  },
  { name: 'api-reference' },
);
