# Rihla: the SPA and its API server in one image (README "Deploy").
# Build: docker build -t rihla .   Run: see compose.yaml (PostgreSQL) or README.

# Node 24 LTS (SQLite through better-sqlite3 13's N-API build there: server/src/db/sqlite-driver.ts).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Compilers only in case a native addon (better-sqlite3, argon2) has no prebuilt binary.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    DATABASE_URL=sqlite:/data/app.db \
    MAIL_OUTBOX_DIR=/data/outbox \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/contract ./contract
COPY --from=build /app/server/tsconfig.json ./server/tsconfig.json
COPY --from=build /app/server/src ./server/src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): requests in flight finish (SHUTDOWN_GRACE_MS).
CMD ["node", "--import", "tsx", "server/src/main.ts"]
