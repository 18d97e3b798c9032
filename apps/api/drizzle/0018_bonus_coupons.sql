CREATE TABLE "bonus_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"code" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"activator_target" bigint,
	"activator_deposited" bigint DEFAULT 0 NOT NULL,
	"unlock_by" timestamp with time zone,
	"unlocked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"issue_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_coupons_amount_positive" CHECK ("bonus_coupons"."amount" > 0),
	CONSTRAINT "bonus_coupons_period" CHECK ("bonus_coupons"."valid_to" > "bonus_coupons"."valid_from")
);
--> statement-breakpoint
DROP INDEX "bonus_grants_player_offer_uq";--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_coupons" ADD CONSTRAINT "bonus_coupons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_coupons" ADD CONSTRAINT "bonus_coupons_offer_id_bonus_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bonus_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_coupons_code_uq" ON "bonus_coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_coupons_issue_key_uq" ON "bonus_coupons" USING btree ("issue_key");--> statement-breakpoint
CREATE INDEX "bonus_coupons_player_idx" ON "bonus_coupons" USING btree ("player_id","valid_to");--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_coupon_id_bonus_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."bonus_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_coupon_uq" ON "bonus_grants" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_player_offer_uq" ON "bonus_grants" USING btree ("player_id","offer_id") WHERE "bonus_grants"."coupon_id" is null;