-- The recipient rule of the notifications the database creates (ONE place): the active users who
-- may open the list `route` of spec §2 and see a record of project `p_project_id` (NULL for the
-- platform-wide contact forms). Roles per route are those of src/shared/access (route tables, §6);
-- agency-scoped roles need the project's agency or a link to the project (projectScope). The test
-- notifications.triggers.test.ts compares this function with the TypeScript policy for every demo
-- user, so the two cannot drift.
CREATE FUNCTION "notification_recipients"(p_route text, p_project_id integer)
RETURNS TABLE(user_id integer) LANGUAGE sql STABLE AS $$
  WITH allowed AS (
    SELECT CASE p_route
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
--> statement-breakpoint
-- ISO-8601 in UTC with milliseconds, as the DateTime scalar sends a JS Date.
CREATE FUNCTION "notification_iso"(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint
-- Stores one notification for `recipients` and announces each delivery on the realtime bus
-- (src/server/realtime/bus.ts: {topic, payload}), the payload being the NotificationUser the
-- notificationReceived subscription sends. Text from the public site can be long: the message is
-- cut at 400 characters, so a payload stays far below NOTIFY's 8000-byte limit.
CREATE FUNCTION "notification_deliver"(p_title text, p_message text, p_url text,
  recipients integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n notifications%ROWTYPE;
  d record;
BEGIN
  IF recipients IS NULL OR cardinality(recipients) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO notifications (title, message, url)
    VALUES (left(p_title, 120),
      CASE WHEN length(p_message) > 400 THEN left(p_message, 399) || '…' ELSE p_message END,
      p_url)
    RETURNING * INTO n;
  FOR d IN INSERT INTO notification_users (notification_id, user_id)
      SELECT n.id, u FROM unnest(recipients) u ORDER BY u
      RETURNING id, user_id, created_at LOOP
    PERFORM pg_notify('backoffice_events', json_build_object(
      'topic', 'notification:' || d.user_id,
      'payload', json_build_object('id', d.id::text, 'read_at', NULL,
        'created_at', notification_iso(d.created_at),
        'notification', json_build_object('id', n.id::text, 'title', n.title,
          'message', n.message, 'url', n.url, 'created_at', notification_iso(n.created_at))))::text);
  END LOOP;
END $$;
--> statement-breakpoint
-- The public site inserts these records straight into the database: the insert itself tells the
-- people who may see them. A statement of up to 100 rows gets one notification a row (linking to
-- the record or its list); a bigger one (a bulk COPY) gets one summary per distinct count of
-- records a recipient may see, so an agency user is never told about another agency's records.
-- TG_ARGV[0] names the form: booking | promise | contact | newsletter | enterprise | section | home.
CREATE FUNCTION "notification_records_created"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  route text;
  plural text;
  rows_sql text;
  rows_in integer;
  r record;
BEGIN
  -- A seed or a deliberate bulk load may switch notifications off for its transaction:
  -- SELECT set_config('backoffice.notifications', 'off', true).
  IF current_setting('backoffice.notifications', true) = 'off' THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO rows_in FROM (SELECT 1 FROM new_rows LIMIT 101) s;
  IF rows_in = 0 THEN
    RETURN NULL;
  END IF;
  CASE kind
    WHEN 'booking' THEN
      route := '/bookings-requests';
      plural := 'nuevas solicitudes de reserva';
      rows_sql := $q$SELECT n.id, n.project_id, 'Nueva solicitud de reserva' AS title,
        format('%s solicitó reservar la unidad %s de %s.', n.contact_name,
          coalesce(u.identifier, '(sin unidad)'), coalesce(p.name, 'un proyecto')) AS message,
        '/bookings-requests/' || n.id || '/details' AS url
        FROM new_rows n LEFT JOIN projects p ON p.id = n.project_id
        LEFT JOIN properties u ON u.id = n.property_id ORDER BY n.id$q$;
    WHEN 'promise' THEN
      route := '/promises-requests';
      plural := 'nuevas solicitudes de promesa';
      rows_sql := $q$SELECT n.id, n.project_id, 'Nueva solicitud de promesa' AS title,
        format('%s solicitó promesar la unidad %s de %s.',
          coalesce(nullif(trim(c.name || ' ' || c.last_name), ''), 'Un cliente'),
          coalesce((SELECT u.identifier FROM property_quotations pq
                    JOIN properties u ON u.id = pq.property_id
                    WHERE pq.quotation_id = n.quotation_id ORDER BY pq.id LIMIT 1), '(sin unidad)'),
          coalesce(p.name, 'un proyecto')) AS message,
        '/promises-requests/' || n.id || '/details' AS url
        FROM new_rows n LEFT JOIN projects p ON p.id = n.project_id
        LEFT JOIN quotations q ON q.id = n.quotation_id
        LEFT JOIN customers c ON c.id = q.customer_id ORDER BY n.id$q$;
    WHEN 'contact' THEN
      route := '/contacts';
      plural := 'nuevos contactos de proyectos';
      rows_sql := $q$SELECT n.id, n.project_id, 'Nuevo contacto' AS title,
        format('%s escribió por %s.', n.name, coalesce(p.name, 'un proyecto')) AS message,
        '/contacts?project=' || n.project_id AS url
        FROM new_rows n LEFT JOIN projects p ON p.id = n.project_id ORDER BY n.id$q$;
    WHEN 'newsletter' THEN
      route := '/contacts/newsletter';
      plural := 'nuevas suscripciones al newsletter';
      rows_sql := $q$SELECT n.id, NULL::integer AS project_id,
        'Nueva suscripción al newsletter' AS title,
        format('%s se suscribió al newsletter.', n.email) AS message,
        '/contacts/newsletter' AS url FROM new_rows n ORDER BY n.id$q$;
    WHEN 'enterprise' THEN
      route := '/contacts/enterprise';
      plural := 'nuevos contactos de empresas';
      rows_sql := $q$SELECT n.id, NULL::integer AS project_id, 'Nuevo contacto de empresa' AS title,
        format('%s %s%s escribió desde el formulario de empresas.', n.first_name, n.last_name,
          coalesce(' (' || nullif(n.enterprise, '') || ')', '')) AS message,
        '/contacts/enterprise' AS url FROM new_rows n ORDER BY n.id$q$;
    WHEN 'section' THEN
      route := '/contacts/form-section';
      plural := 'nuevos contactos del formulario de sección';
      rows_sql := $q$SELECT n.id, NULL::integer AS project_id, 'Nuevo contacto' AS title,
        format('%s escribió desde el formulario de sección.', n.name) AS message,
        '/contacts/form-section' AS url FROM new_rows n ORDER BY n.id$q$;
    ELSE
      route := '/contacts/form-home-section';
      plural := 'nuevos contactos del formulario de inicio';
      rows_sql := $q$SELECT n.id, NULL::integer AS project_id, 'Nuevo contacto' AS title,
        format('%s escribió desde el formulario de inicio.', n.name) AS message,
        '/contacts/form-home-section' AS url FROM new_rows n ORDER BY n.id$q$;
  END CASE;
  IF rows_in <= 100 THEN
    FOR r IN EXECUTE rows_sql LOOP
      PERFORM notification_deliver(r.title, r.message, r.url,
        ARRAY(SELECT user_id FROM notification_recipients(route, r.project_id)));
    END LOOP;
  ELSE
    -- One pass over the statement's rows (counted per project), then the recipients per project.
    FOR r IN EXECUTE format($q$
        WITH per_project AS (
          SELECT %s AS project_id, count(*) AS n FROM new_rows GROUP BY 1),
        per_user AS (
          SELECT x.user_id, sum(c.n) AS n FROM per_project c
          CROSS JOIN LATERAL notification_recipients(%L, c.project_id) x GROUP BY 1)
        SELECT n, array_agg(user_id ORDER BY user_id) AS users FROM per_user GROUP BY n ORDER BY n
      $q$, CASE WHEN kind IN ('booking', 'promise', 'contact') THEN 'project_id'
                ELSE 'NULL::integer' END, route) LOOP
      PERFORM notification_deliver(upper(left(plural, 1)) || substr(plural, 2),
        format('Llegaron %s %s.',
          regexp_replace(r.n::text, '(\d)(?=(\d{3})+$)', '\1.', 'g'), plural),
        route, r.users);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_requests_notification" AFTER INSERT ON "booking_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_records_created"('booking');
--> statement-breakpoint
CREATE TRIGGER "promise_requests_notification" AFTER INSERT ON "promise_requests"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_records_created"('promise');
--> statement-breakpoint
CREATE TRIGGER "contact_forms_notification" AFTER INSERT ON "contact_forms"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_records_created"('contact');
--> statement-breakpoint
CREATE TRIGGER "contact_form_newsletters_notification" AFTER INSERT ON "contact_form_newsletters"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_records_created"('newsletter');
--> statement-breakpoint
CREATE TRIGGER "contact_form_enterprises_notification" AFTER INSERT ON "contact_form_enterprises"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_records_created"('enterprise');
--> statement-breakpoint
CREATE TRIGGER "contact_form_sections_notification" AFTER INSERT ON "contact_form_sections"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_records_created"('section');
--> statement-breakpoint
CREATE TRIGGER "contact_form_home_sections_notification" AFTER INSERT ON "contact_form_home_sections"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notification_records_created"('home');
