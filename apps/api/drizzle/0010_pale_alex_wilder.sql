CREATE TABLE "deposit_limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"period" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"category" smallint NOT NULL,
	"term" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"readmission_requested_at" timestamp with time zone,
	"readmission_at" timestamp with time zone,
	"codice_fiscale" text,
	"previous_stato_conto" smallint,
	"note" text,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pep_answers" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"professione" smallint NOT NULL,
	"fascia_reddito" smallint NOT NULL,
	"origine_fondi" smallint NOT NULL,
	"origine_fondi_altro" text,
	"ragione" text,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_limit_changes" ADD CONSTRAINT "deposit_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD CONSTRAINT "self_exclusions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_answers" ADD CONSTRAINT "pep_answers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_limit_changes_player_uq" ON "deposit_limit_changes" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "self_exclusions_player_idx" ON "self_exclusions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "self_exclusions_fiscal_code_idx" ON "self_exclusions" USING btree ("codice_fiscale");