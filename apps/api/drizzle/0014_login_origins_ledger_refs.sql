CREATE TABLE "login_origins" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"address" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_devices" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "player_devices" ADD COLUMN "last_address" text;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "ticket" text;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "application" integer;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "login_origins" ADD CONSTRAINT "login_origins_event_id_security_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."security_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_origins_at_idx" ON "login_origins" USING btree ("at");