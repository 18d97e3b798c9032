CREATE TABLE "ranking_conversion_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"conversion_id" integer NOT NULL,
	"points" integer NOT NULL,
	"bonus_value" bigint NOT NULL,
	"coupon_code" text,
	"unique_code" text,
	"redeemed_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"offer_trigger" text NOT NULL,
	"bonus_value" bigint NOT NULL,
	"points_to_convert" integer NOT NULL,
	"instead_of" bigint DEFAULT 0 NOT NULL,
	"release_max_per_player_month" integer NOT NULL,
	"release_max_amount_month" bigint NOT NULL,
	"date_to" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ranking_conversions_kind" CHECK ("ranking_conversions"."kind" in ('coupon', 'ticket-promo', 'unique-code', 'deposit-bonus')),
	CONSTRAINT "ranking_conversions_amounts" CHECK ("ranking_conversions"."bonus_value" > 0 and "ranking_conversions"."points_to_convert" > 0 and "ranking_conversions"."release_max_per_player_month" > 0)
);
--> statement-breakpoint
CREATE TABLE "ranking_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"points" integer NOT NULL,
	"cause" text NOT NULL,
	"description" text NOT NULL,
	"convertible" boolean NOT NULL,
	"run_id" integer,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ranking_movements_points_nonzero" CHECK ("ranking_movements"."points" <> 0),
	CONSTRAINT "ranking_movements_cause" CHECK ("ranking_movements"."cause" in ('play', 'conversion', 'gift'))
);
--> statement-breakpoint
CREATE TABLE "ranking_profiles" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone NOT NULL,
	"players" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_conversion_uses" ADD CONSTRAINT "ranking_conversion_uses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_conversion_uses" ADD CONSTRAINT "ranking_conversion_uses_conversion_id_ranking_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."ranking_conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_movements" ADD CONSTRAINT "ranking_movements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_movements" ADD CONSTRAINT "ranking_movements_run_id_ranking_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ranking_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_profiles" ADD CONSTRAINT "ranking_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_conversion_uses_unique_code_uq" ON "ranking_conversion_uses" USING btree ("unique_code");--> statement-breakpoint
CREATE INDEX "ranking_conversion_uses_player_idx" ON "ranking_conversion_uses" USING btree ("player_id","conversion_id","created_at");--> statement-breakpoint
CREATE INDEX "ranking_conversion_uses_redeemed_idx" ON "ranking_conversion_uses" USING btree ("player_id","valid_until") WHERE "ranking_conversion_uses"."valid_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_conversions_code_uq" ON "ranking_conversions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_movements_key_uq" ON "ranking_movements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ranking_movements_player_idx" ON "ranking_movements" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "ranking_movements_earned_idx" ON "ranking_movements" USING btree ("created_at","player_id") WHERE "ranking_movements"."cause" = 'play';--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_runs_window_uq" ON "ranking_runs" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "ranking_runs_executed_idx" ON "ranking_runs" USING btree ("executed_at");--> statement-breakpoint
CREATE INDEX "play_casino_rounds_played_idx" ON "play_casino_rounds" USING btree ("played_at");--> statement-breakpoint
CREATE INDEX "play_tickets_settled_idx" ON "play_tickets" USING btree ("settled_at");