-- Audit rows are append-only (ARCHITECTURE §3): the history of a record must not be rewritten,
-- not even by the application's own database role. UPDATE, DELETE and TRUNCATE are refused.
CREATE OR REPLACE FUNCTION audits_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El historial de auditoría no se puede modificar ni borrar.'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audits_append_only
  BEFORE UPDATE OR DELETE ON "audits"
  FOR EACH ROW EXECUTE FUNCTION audits_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audits_no_truncate
  BEFORE TRUNCATE ON "audits"
  FOR EACH STATEMENT EXECUTE FUNCTION audits_refuse_change();
