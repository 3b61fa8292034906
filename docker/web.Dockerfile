# The production web build, served by nginx, which proxies the API to the simulator.
FROM node:20-bookworm AS build
WORKDIR /app
# tsconfig.base.json: web/tsconfig.json extends it, and vite (esbuild) reads that chain.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc tsconfig.base.json ./
COPY patches ./patches
COPY scripts ./scripts
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY sim-server/package.json sim-server/
COPY sim-testing/package.json sim-testing/
COPY web/package.json web/
COPY tests/package.json tests/
# Every package.json is copied so the frozen lockfile matches the workspace, but only the web
# app and the contracts it imports are installed: `@casino/web...` would follow web's dev
# dependency on the simulator (its component tests run against it) and compile SQLite and sharp
# for nothing. The simulator stays a bare link without its own dependencies.
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter @casino/web --filter @casino/contracts
COPY contracts ./contracts
COPY web ./web
ARG VITE_SITE_NAME="Lucky Harbor Casino"
ARG VITE_SITE_DOMAIN="luckyharbor.example"
RUN cd web && VITE_SITE_NAME="$VITE_SITE_NAME" VITE_SITE_DOMAIN="$VITE_SITE_DOMAIN" node_modules/.bin/vite build

FROM nginx:1.27-alpine
# A template: the image's entrypoint writes conf.d/default.conf from it with the environment.
COPY docker/nginx.conf /etc/nginx/templates/default.conf.template
COPY docker/security-headers.conf /etc/nginx/snippets/security-headers.conf
# Origins of the operator's live-chat and tracking vendors for the page's policy (decision 013).
ENV CSP_VENDOR_ORIGINS=""
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80
