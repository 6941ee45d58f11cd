-- Quotations and unpaid booking requests expire on their project's terms (issue 31; the rule is
-- src/shared/sales-status/expiry.ts, the sweep src/server/modules/sales-expiry).
--
-- The sweep and the lists' "por vencer" filter read only open records by project and creation
-- time: partial indexes keep that read to the open ones, however many closed ones a project has.
CREATE INDEX IF NOT EXISTS "quotations_active_created_idx" ON "quotations" ("project_id", "created_at", "id")
  WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_requests_pending_created_idx" ON "booking_requests" ("project_id", "created_at", "id")
  WHERE "status" = 'pending';
--> statement-breakpoint
-- An expired quotation tells the people who may open the quotations list of its project (the same
-- roles as the route /quotations in src/shared/access), so the recipients rule learns that route.
CREATE OR REPLACE FUNCTION "notification_recipients"(p_route text, p_project_id integer)
RETURNS TABLE(user_id integer) LANGUAGE sql STABLE AS $$
  WITH allowed AS (
    SELECT CASE p_route
      WHEN '/quotations' THEN
        ARRAY['Admin', 'RealstateAdmin', 'RealstateUser', 'RealstateVendor']
      WHEN '/bookings-requests' THEN
        ARRAY['Admin', 'RealstateAdmin', 'RealstateUser', 'RealstateVendor']
      WHEN '/promises-requests' THEN
        ARRAY['Admin', 'RealstateAdmin', 'RealstateUser', 'RealstateVendor']
      WHEN '/contacts' THEN
        ARRAY['Admin', 'SuperAdmin', 'NewsUser', 'RealstateAdmin', 'RealstateVendor']
      WHEN '/contacts/newsletter' THEN ARRAY['Admin', 'SuperAdmin', 'NewsUser']
      WHEN '/contacts/enterprise' THEN ARRAY['Admin', 'SuperAdmin', 'NewsUser']
      WHEN '/contacts/form-section' THEN ARRAY['Admin', 'SuperAdmin', 'NewsUser']
      WHEN '/contacts/form-home-section' THEN ARRAY['Admin', 'SuperAdmin', 'NewsUser']
      ELSE ARRAY[]::text[] END AS roles),
  effective AS (
    -- The effective role is the first one (lowest position), as the server's viewer reads it.
    SELECT u.id, (SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                  WHERE ur.user_id = u.id ORDER BY ur.position, ur.role_id LIMIT 1) AS role
    FROM users u WHERE u.status)
  SELECT e.id FROM effective e, allowed a
  WHERE e.role = ANY (a.roles)
    AND (e.role NOT IN ('RealstateAdmin', 'RealstateUser', 'RealstateVendor')
      OR EXISTS (SELECT 1 FROM projects p
                 JOIN real_state_agency_users au ON au.real_state_agency_id = p.real_state_agency_id
                 WHERE p.id = p_project_id AND au.user_id = e.id)
      OR EXISTS (SELECT 1 FROM project_users pu
                 WHERE pu.project_id = p_project_id AND pu.user_id = e.id))
  ORDER BY e.id
$$;
