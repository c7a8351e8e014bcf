CREATE TABLE "quota_balances" (
	"owner" text PRIMARY KEY NOT NULL,
	"balance" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "quota_owner_key"(user_id bigint, session_id text) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT CASE WHEN user_id IS NOT NULL THEN 'u:' || user_id ELSE 's:' || session_id END $$;
--> statement-breakpoint
CREATE FUNCTION "quota_ledger_keep_balance"() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE quota_balances SET balance = balance - OLD.delta
      WHERE owner = quota_owner_key(OLD.user_id, OLD.session_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO quota_balances (owner, balance) VALUES (quota_owner_key(NEW.user_id, NEW.session_id), NEW.delta)
      ON CONFLICT (owner) DO UPDATE SET balance = quota_balances.balance + EXCLUDED.balance;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "quota_ledger_keep_balance"
  AFTER INSERT OR DELETE OR UPDATE OF delta, user_id, session_id ON "quota_ledger"
  FOR EACH ROW EXECUTE FUNCTION quota_ledger_keep_balance();
--> statement-breakpoint
INSERT INTO "quota_balances" (owner, balance)
  SELECT quota_owner_key(user_id, session_id), sum(delta) FROM "quota_ledger" GROUP BY 1;
