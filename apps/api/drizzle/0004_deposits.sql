CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_long" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"testing" boolean DEFAULT false NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer,
	"info_message" text,
	"additional_cost" text DEFAULT 'Nessun costo aggiuntivo' NOT NULL,
	"delivery_time_message" text,
	"credit_time" text,
	"withdrawal_recharge" boolean NOT NULL,
	"time_slot_min_amount" integer,
	"time_slot_max_amount" integer,
	"time_slot_from" text,
	"time_slot_to" text,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"submit_style" text,
	"required_field" text,
	"payment_type" text,
	"icon" text NOT NULL,
	"view_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_methods_amounts" CHECK ("payment_methods"."min_amount" > 0 and ("payment_methods"."max_amount" is null or "payment_methods"."max_amount" >= "payment_methods"."min_amount"))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"provider_reference" text,
	"response_code" text,
	"promo" text,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"first_deposit" boolean,
	"transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('started', 'pending', 'approved', 'declined')),
	CONSTRAINT "deposits_approved_has_transfer" CHECK (("deposits"."status" = 'approved') = ("deposits"."transfer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"method_name" text NOT NULL,
	"payment_type" text,
	"status" text DEFAULT 'open' NOT NULL,
	"response_code" text,
	"kind" text DEFAULT 'deposit' NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_name_uq" ON "payment_methods" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_transaction_id_uq" ON "deposits" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_reference_uq" ON "deposits" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "deposits_player_created_idx" ON "deposits" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_merchant_reference_uq" ON "sandbox_payments" USING btree ("kind","merchant_reference");--> statement-breakpoint
CREATE INDEX "sandbox_payments_created_idx" ON "sandbox_payments" USING btree ("created_at");