# The simulator: Node.js 20, dependencies from the lockfile, SQLite compiled for this image.
FROM node:20-bookworm AS sim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY scripts ./scripts
COPY contracts/package.json contracts/
COPY fixtures/package.json fixtures/
COPY sim-server/package.json sim-server/
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
