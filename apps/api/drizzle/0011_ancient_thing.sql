CREATE TABLE "profile_address_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"previous_address" text,
	"previous_cap" text,
	"previous_comune_id" integer,
	"new_address" text NOT NULL,
	"new_cap" text NOT NULL,
	"new_comune_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_address_changes" ADD CONSTRAINT "profile_address_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_address_changes_player_idx" ON "profile_address_changes" USING btree ("player_id","changed_at");