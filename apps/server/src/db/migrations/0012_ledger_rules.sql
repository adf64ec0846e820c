-- The ledger's rules, enforced by the database for every role and every code path (DESIGN.md §5,
-- ADR 009): entries and transactions are immutable; an account's balance moves only with an entry,
-- which records the balance after it; each transaction's entries sum to zero and there are at least
-- two of them (checked at commit, so a transaction's legs may be inserted one by one); and an
-- account that may not go negative cannot (the CHECK constraint of migration 0011).
CREATE FUNCTION caravan_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION caravan_ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION caravan_ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION caravan_ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION caravan_ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION caravan_ledger_immutable();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON "ledger_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION caravan_ledger_immutable();
--> statement-breakpoint
-- An entry moves its account's balance (the UPDATE's row lock orders concurrent postings on one
-- account) and records the balance after it. Its id is drawn once that lock is held, so an
-- account's entries in id order are the order its balance moved in (the id the column default drew
-- before the lock wait is left unused).
CREATE FUNCTION caravan_ledger_entry_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  NEW.id := nextval(pg_get_serial_sequence('ledger_entries', 'id'));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_post BEFORE INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION caravan_ledger_entry_posts();
--> statement-breakpoint
-- An account opens at zero, keeps what it is, and its balance changes only from the trigger above.
CREATE FUNCTION caravan_ledger_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens at 0' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.key IS DISTINCT FROM OLD.key OR NEW.kind IS DISTINCT FROM OLD.kind
     OR NEW.user_id IS DISTINCT FROM OLD.user_id OR NEW.may_go_negative IS DISTINCT FROM OLD.may_go_negative
     OR NEW.id IS DISTINCT FROM OLD.id OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'a ledger account cannot change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance moves only with a ledger entry' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_guard BEFORE INSERT OR UPDATE ON "ledger_accounts"
  FOR EACH ROW EXECUTE FUNCTION caravan_ledger_account_guard();
--> statement-breakpoint
-- At commit: every transaction that gained entries sums to zero over at least two of them.
CREATE FUNCTION caravan_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  legs int;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, legs
    FROM ledger_entries WHERE transaction_id = NEW.id;
  IF total <> 0 OR legs < 2 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %, % entries)', NEW.id, total, legs
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION caravan_ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is unbalanced (sum %)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION caravan_ledger_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION caravan_ledger_entry_balanced();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "ledger_entries", "ledger_transactions" FROM PUBLIC;
