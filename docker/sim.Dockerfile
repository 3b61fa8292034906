# The simulator: Node.js 20, dependencies from the lockfile, SQLite compiled for this image.
FROM node:20-bookworm AS sim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY patches ./patches
COPY scripts ./scripts
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY sim-server/package.json sim-server/
COPY sim-testing/package.json sim-testing/
COPY web/package.json web/
COPY tests/package.json tests/
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter @casino/sim-server...
COPY contracts ./contracts
COPY fixtures ./fixtures
COPY sim-server ./sim-server
ENV PORT=8080 HOST=0.0.0.0 SIM_DATA_DIR=/data WEB_DIST=/app/web/dist
VOLUME /data
EXPOSE 8080
CMD ["node", "--import", "tsx", "sim-server/src/server.ts"]

# The demo profile's simulator also serves the app, built with the demo panel (like `npm start`):
# QA script it in Docker through the panel or the control plane, on 127.0.0.1 only. The build
# holds the control key, so the key must be given (compose passes SIM_CONTROL_KEY).
FROM node:20-bookworm AS demo-web
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc tsconfig.base.json ./
COPY patches ./patches
COPY scripts ./scripts
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY sim-server/package.json sim-server/
COPY sim-testing/package.json sim-testing/
COPY web/package.json web/
COPY tests/package.json tests/
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter @casino/web --filter @casino/contracts
COPY contracts ./contracts
COPY web ./web
ARG VITE_SIM_CONTROL_KEY=""
ARG VITE_SITE_NAME="Lucky Harbor Casino"
ARG VITE_SITE_DOMAIN="luckyharbor.example"
RUN test "${#VITE_SIM_CONTROL_KEY}" -ge 8 || { echo "The demo image needs SIM_CONTROL_KEY (8 characters or more)" >&2; exit 1; }
RUN cd web && VITE_SIM_CONTROL_KEY="$VITE_SIM_CONTROL_KEY" VITE_SITE_NAME="$VITE_SITE_NAME" VITE_SITE_DOMAIN="$VITE_SITE_DOMAIN" node_modules/.bin/vite build --mode demo

FROM sim AS sim-demo
COPY --from=demo-web /app/web/dist /app/web/dist

# The simulator as a QA team installs it (docs/qa-in-your-repository.md): the packed
# packages (`npm run pack`), installed with npm outside any workspace and run by `casino-sim
# start`. Same environment as `sim` (PORT, HOST, SIM_DATA_DIR, SIM_MODE, SIM_CONTROL_KEY...); the
# demo web build is inside the package. `docker build -f docker/sim.Dockerfile --target casino-sim .`
FROM node:20-bookworm AS packer
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile && node scripts/pack.mjs /kit

FROM node:20-bookworm AS casino-sim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /qa
COPY --from=packer /kit /kit
RUN npm init -y >/dev/null && npm install /kit/casino-contracts-*.tgz /kit/casino-sim-server-*.tgz
ENV PORT=8080 HOST=0.0.0.0 SIM_DATA_DIR=/data
VOLUME /data
EXPOSE 8080
CMD ["npx", "--no-install", "casino-sim", "start"]

# The default target: the production-like simulator, without a web build.
FROM sim
