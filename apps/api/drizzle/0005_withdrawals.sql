CREATE TABLE "player_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"masked_number" text NOT NULL,
	"expiry" text NOT NULL,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_cards_kind" CHECK ("player_cards"."kind" in ('mastercard', 'apco'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"serial" text NOT NULL,
	"player_id" integer NOT NULL,
	"method_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"destination" text,
	"paid_as" text,
	"time_slot" boolean DEFAULT false NOT NULL,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"provider_reference" text,
	"request_transfer_id" integer NOT NULL,
	"settle_transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawals_final_has_transfer" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."settle_transfer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "player_cards" ADD CONSTRAINT "player_cards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_request_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("request_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("settle_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_cards_player_kind_idx" ON "player_cards" USING btree ("player_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_ticket_id_uq" ON "withdrawals" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_reference_uq" ON "withdrawals" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "withdrawals_player_created_idx" ON "withdrawals" USING btree ("player_id","created_at");