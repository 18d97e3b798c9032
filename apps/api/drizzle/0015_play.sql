CREATE TABLE "play_casino_rounds" (
	"session_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_casino_rounds_session_id_round_id_pk" PRIMARY KEY("session_id","round_id"),
	CONSTRAINT "play_casino_rounds_amounts" CHECK ("play_casino_rounds"."bet" >= 0 and "play_casino_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "play_casino_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_code" text NOT NULL,
	"aams_code" text NOT NULL,
	"player_id" integer NOT NULL,
	"game" text NOT NULL,
	"platform" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_outcomes" (
	"outcome_hash" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event_name" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"market_code" text NOT NULL,
	"market" text NOT NULL,
	"outcome" text NOT NULL,
	"outcome_code" integer NOT NULL,
	"odds" integer NOT NULL,
	"group_name" text,
	"live" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_requests" (
	"operation" text NOT NULL,
	"request_id" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_requests_operation_request_id_pk" PRIMARY KEY("operation","request_id")
);
--> statement-breakpoint
CREATE TABLE "play_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"player_id" integer NOT NULL,
	"credits" bigint NOT NULL,
	"system_comb" text DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_ticket_legs" (
	"ticket_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"event_id" text NOT NULL,
	"event_name" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"market_code" text NOT NULL,
	"market" text NOT NULL,
	"outcome" text NOT NULL,
	"outcome_code" integer NOT NULL,
	"result_code" integer DEFAULT 0 NOT NULL,
	"outcome_hash" text,
	"odds" integer NOT NULL,
	"paid_odds" integer,
	"is_void" boolean DEFAULT false NOT NULL,
	"handicap" text,
	"fixed" boolean DEFAULT false NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"group_name" text,
	"settled_at" timestamp with time zone,
	CONSTRAINT "play_ticket_legs_ticket_id_position_pk" PRIMARY KEY("ticket_id","position")
);
--> statement-breakpoint
CREATE TABLE "play_ticket_systems" (
	"ticket_id" integer NOT NULL,
	"size" smallint NOT NULL,
	"combinations" integer NOT NULL,
	"stake_per_combination" bigint NOT NULL,
	CONSTRAINT "play_ticket_systems_ticket_id_size_pk" PRIMARY KEY("ticket_id","size")
);
--> statement-breakpoint
CREATE TABLE "play_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"aams_code" text NOT NULL,
	"player_id" integer NOT NULL,
	"family" smallint NOT NULL,
	"kind" text NOT NULL,
	"game" text,
	"platform" text,
	"stake" bigint NOT NULL,
	"possible_win" bigint NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"detail" jsonb,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cash_out_amount" bigint,
	"cashed_out_at" timestamp with time zone,
	CONSTRAINT "play_tickets_stake_positive" CHECK ("play_tickets"."stake" > 0),
	CONSTRAINT "play_tickets_kind" CHECK ("play_tickets"."kind" in ('single', 'multiple', 'system')),
	CONSTRAINT "play_tickets_state" CHECK ("play_tickets"."state" in (1, 3, 4, 5, 8, 10))
);
--> statement-breakpoint
ALTER TABLE "play_casino_rounds" ADD CONSTRAINT "play_casino_rounds_session_id_play_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."play_casino_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_casino_sessions" ADD CONSTRAINT "play_casino_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_reservations" ADD CONSTRAINT "play_reservations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_ticket_legs" ADD CONSTRAINT "play_ticket_legs_ticket_id_play_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."play_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_ticket_systems" ADD CONSTRAINT "play_ticket_systems_ticket_id_play_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."play_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_tickets" ADD CONSTRAINT "play_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "play_casino_sessions_code_uq" ON "play_casino_sessions" USING btree ("session_code");--> statement-breakpoint
CREATE UNIQUE INDEX "play_casino_sessions_aams_code_uq" ON "play_casino_sessions" USING btree ("aams_code");--> statement-breakpoint
CREATE INDEX "play_casino_sessions_player_started_idx" ON "play_casino_sessions" USING btree ("player_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "play_reservations_short_code_uq" ON "play_reservations" USING btree ("short_code");--> statement-breakpoint
CREATE INDEX "play_reservations_player_created_idx" ON "play_reservations" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "play_ticket_legs_pending_event_idx" ON "play_ticket_legs" USING btree ("event_id","market_code") WHERE "play_ticket_legs"."result_code" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "play_tickets_platform_id_uq" ON "play_tickets" USING btree ("platform_id");--> statement-breakpoint
CREATE UNIQUE INDEX "play_tickets_aams_code_uq" ON "play_tickets" USING btree ("aams_code");--> statement-breakpoint
CREATE INDEX "play_tickets_player_placed_idx" ON "play_tickets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "play_tickets_player_open_idx" ON "play_tickets" USING btree ("player_id","placed_at") WHERE "play_tickets"."state" = 1;