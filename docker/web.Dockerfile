# The production web build, served by nginx, which proxies the API to the simulator.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY scripts ./scripts
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY sim-server/package.json sim-server/
COPY web/package.json web/
COPY tests/package.json tests/
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter @casino/web...
COPY contracts ./contracts
COPY web ./web
ARG VITE_SITE_NAME="Lucky Harbor Casino"
ARG VITE_SITE_DOMAIN="luckyharbor.example"
RUN cd web && VITE_SITE_NAME="$VITE_SITE_NAME" VITE_SITE_DOMAIN="$VITE_SITE_DOMAIN" node_modules/.bin/vite build

FROM nginx:1.27-alpine
# A template: the image's entrypoint writes conf.d/default.conf from it with the environment.
COPY docker/nginx.conf /etc/nginx/templates/default.conf.template
# Origins of the operator's live-chat and tracking vendors for the page's policy (decision 013).
ENV CSP_VENDOR_ORIGINS=""
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80
