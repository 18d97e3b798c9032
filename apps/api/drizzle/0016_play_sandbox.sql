CREATE TABLE "sandbox_play_tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"family" integer NOT NULL,
	"kind" text NOT NULL,
	"game" text NOT NULL,
	"stake" integer NOT NULL,
	"possible_win" integer DEFAULT 0 NOT NULL,
	"legs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" integer NOT NULL,
	"win" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_play_tickets_state_idx" ON "sandbox_play_tickets" USING btree ("state","created_at");