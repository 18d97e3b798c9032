CREATE TABLE "cms_documents" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"encoding" text DEFAULT 'utf8' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"layout_area" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"type_name" text NOT NULL,
	"hierarchy" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"view_order" integer DEFAULT 0 NOT NULL,
	"risoluzione" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"source_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtp_monthly" (
	"id" serial PRIMARY KEY NOT NULL,
	"anno" integer NOT NULL,
	"mese" integer NOT NULL,
	"famiglia" integer NOT NULL,
	"descrizione_famiglia" text NOT NULL,
	"piattaforma" text NOT NULL,
	"descrizione_gioco" text NOT NULL,
	"rtp" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rtp_static" (
	"id" serial PRIMARY KEY NOT NULL,
	"fornitore" text NOT NULL,
	"nome_gioco" text NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL,
	"categoria" text DEFAULT '' NOT NULL,
	"rtp_txt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_objects" ADD CONSTRAINT "cms_objects_parent_id_cms_objects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cms_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_news_key_idx" ON "cms_news" USING btree ("key");--> statement-breakpoint
CREATE INDEX "cms_news_publish_idx" ON "cms_news" USING btree ("publish_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_objects_key_idx" ON "cms_objects" USING btree ("key");--> statement-breakpoint
CREATE INDEX "cms_objects_area_idx" ON "cms_objects" USING btree ("layout_area");--> statement-breakpoint
CREATE INDEX "cms_objects_parent_idx" ON "cms_objects" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rtp_monthly_row_idx" ON "rtp_monthly" USING btree ("anno","mese","famiglia","piattaforma","descrizione_gioco");--> statement-breakpoint
CREATE UNIQUE INDEX "rtp_static_row_idx" ON "rtp_static" USING btree ("fornitore","nome_gioco");