CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"threshold" integer NOT NULL,
	CONSTRAINT "vip_levels_threshold" CHECK ("vip_levels"."threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"points" integer NOT NULL,
	"cause" text NOT NULL,
	"notes" text NOT NULL,
	"game" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_per_point" integer DEFAULT 0 NOT NULL,
	"run_id" integer,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_movements_points_nonzero" CHECK ("vip_movements"."points" <> 0),
	CONSTRAINT "vip_movements_cause" CHECK ("vip_movements"."cause" in ('play', 'recharge'))
);
--> statement-breakpoint
CREATE TABLE "vip_point_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" smallint NOT NULL,
	"provider" text NOT NULL,
	"game" text NOT NULL,
	"cents_per_point" integer NOT NULL,
	CONSTRAINT "vip_point_rules_cents" CHECK ("vip_point_rules"."cents_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_recharge_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"platform_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"points" integer NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"offer_trigger" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_recharge_cards_amounts" CHECK ("vip_recharge_cards"."points" > 0 and "vip_recharge_cards"."bonus_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_recharge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"coupon_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_recharge_requests_state" CHECK ("vip_recharge_requests"."state" in ('granted'))
);
--> statement-breakpoint
CREATE TABLE "vip_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"platform_id" smallint NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_subscriptions_platform" CHECK ("vip_subscriptions"."platform_id" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "vip_movements" ADD CONSTRAINT "vip_movements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_movements" ADD CONSTRAINT "vip_movements_subscription_id_vip_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."vip_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_movements" ADD CONSTRAINT "vip_movements_run_id_vip_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."vip_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_recharge_requests" ADD CONSTRAINT "vip_recharge_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_recharge_requests" ADD CONSTRAINT "vip_recharge_requests_card_id_vip_recharge_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."vip_recharge_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_recharge_requests" ADD CONSTRAINT "vip_recharge_requests_subscription_id_vip_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."vip_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_subscriptions" ADD CONSTRAINT "vip_subscriptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_name_uq" ON "vip_levels" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_movements_key_uq" ON "vip_movements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "vip_movements_subscription_idx" ON "vip_movements" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_point_rules_uq" ON "vip_point_rules" USING btree ("platform_id","provider","game");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_recharge_cards_code_uq" ON "vip_recharge_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vip_recharge_requests_player_idx" ON "vip_recharge_requests" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_runs_window_uq" ON "vip_runs" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_subscriptions_player_platform_uq" ON "vip_subscriptions" USING btree ("player_id","platform_id");