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
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/web/dist /usr/share/nginx/html
EXPOSE 80
