CREATE TABLE "affiliate_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
