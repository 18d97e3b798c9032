DROP INDEX "ledger_entries_account_date_idx";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "balance" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_date_idx" ON "ledger_entries" USING btree ("account_id","created_at","amount");--> statement-breakpoint
-- System accounts stop keeping a balance: theirs is the sum of their entries (equal to the old row).
UPDATE "ledger_accounts" SET "balance" = NULL WHERE "player_id" IS NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_of_players_only" CHECK (("ledger_accounts"."player_id" is null) = ("ledger_accounts"."balance" is null));--> statement-breakpoint
-- Created once here, so that a transfer never creates, reads for update or locks one.
INSERT INTO "ledger_accounts" ("player_id", "kind", "balance")
VALUES (NULL, 'HOUSE', NULL), (NULL, 'DEMO_FUNDING', NULL), (NULL, 'PROVIDER_CLEARING', NULL), (NULL, 'PAYOUT_CLEARING', NULL)
ON CONFLICT DO NOTHING;
