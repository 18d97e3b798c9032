CREATE TABLE "legacy_accounts" (
	"account_number" text PRIMARY KEY NOT NULL,
	"codice_fiscale" text NOT NULL,
	"username" text NOT NULL,
	"invitation" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text NOT NULL,
	"cellulare" text NOT NULL,
	"sesso" text NOT NULL,
	"data_nascita" text NOT NULL,
	"migrated_player_id" integer,
	"migrated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"catastale" text,
	CONSTRAINT "nations_catastale_unique" UNIQUE("catastale")
);
--> statement-breakpoint
CREATE TABLE "player_consents" (
	"player_id" integer NOT NULL,
	"code" text NOT NULL,
	"accepted" boolean NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_consents_player_id_code_pk" PRIMARY KEY("player_id","code")
);
--> statement-breakpoint
CREATE TABLE "pre_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"codice_fiscale" text NOT NULL,
	"email" text NOT NULL,
	"cellulare" text NOT NULL,
	"mobile_code_hash" text,
	"mobile_code_expires_at" timestamp with time zone,
	"mobile_code_attempts" integer DEFAULT 0 NOT NULL,
	"mobile_verified_at" timestamp with time zone,
	"email_code_hash" text,
	"email_code_expires_at" timestamp with time zone,
	"email_code_attempts" integer DEFAULT 0 NOT NULL,
	"email_verified_at" timestamp with time zone,
	"player_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"side" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"status" smallint DEFAULT 3 NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_documents_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "codice_fiscale" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "sesso" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "data_nascita" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "nazione_nascita_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "comune_nascita_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "nazione_residenza_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "indirizzo_residenza" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cap_residenza" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "comune_residenza_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "tipo_documento_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "numero_documento" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ente_rilascio_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "comune_rilascio_id" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "rilasciato_documento" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "data_rilascio_documento" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "data_scadenza_documento" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "deposit_limit_period" text DEFAULT 'WW' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "codice_promo" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "refer" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "btag" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "btag_type" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "legacy_account_number" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "legacy_accounts" ADD CONSTRAINT "legacy_accounts_migrated_player_id_players_id_fk" FOREIGN KEY ("migrated_player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_consents" ADD CONSTRAINT "player_consents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_verifications" ADD CONSTRAINT "registration_verifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legacy_accounts_cf_idx" ON "legacy_accounts" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_accounts_invitation_uq" ON "legacy_accounts" USING btree ("invitation");--> statement-breakpoint
CREATE INDEX "registration_verifications_cf_idx" ON "registration_verifications" USING btree ("codice_fiscale","created_at");--> statement-breakpoint
CREATE INDEX "player_documents_player_uploaded_idx" ON "player_documents" USING btree ("player_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_codice_fiscale_uq" ON "players" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_lower_uq" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_cellulare_uq" ON "players" USING btree ("cellulare");--> statement-breakpoint
CREATE INDEX "players_stato_created_idx" ON "players" USING btree ("stato_conto","created_at");