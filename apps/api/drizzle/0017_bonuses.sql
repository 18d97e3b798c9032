CREATE TABLE "bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"amount" bigint NOT NULL,
	"residual" bigint NOT NULL,
	"to_wager" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."residual" >= 0 and "bonus_grants"."wagered" >= 0 and "bonus_grants"."to_wager" >= 0),
	CONSTRAINT "bonus_grants_state" CHECK ("bonus_grants"."state" in ('active', 'completed', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "bonus_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"trigger" text,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_percent" integer,
	"terms" jsonb NOT NULL,
	"valid_days" integer NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	CONSTRAINT "bonus_offers_amount_positive" CHECK ("bonus_offers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_stakes" (
	"stake_key" text PRIMARY KEY NOT NULL,
	"grant_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_stakes" ADD CONSTRAINT "bonus_stakes_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_player_offer_uq" ON "bonus_grants" USING btree ("player_id","offer_id");--> statement-breakpoint
CREATE INDEX "bonus_grants_active_idx" ON "bonus_grants" USING btree ("player_id","granted_at") WHERE "bonus_grants"."state" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_code_uq" ON "bonus_offers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_offers_trigger_uq" ON "bonus_offers" USING btree ("trigger");--> statement-breakpoint
-- Where bonuses come from: a system account, created once, like the others (0007).
INSERT INTO "ledger_accounts" ("player_id", "kind", "balance") VALUES (NULL, 'BONUS_FUNDING', NULL) ON CONFLICT DO NOTHING;
