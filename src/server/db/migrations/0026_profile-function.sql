-- `me` answers every page load with the user, roles, permissions and links. Sent from the client
-- this statement is parsed and planned on every call; inside a PL/pgSQL function PostgreSQL keeps
-- its plan for the connection (on PGlite, the one connection), through plain SQL on both engines.
-- The shape is ProfileRecord of src/server/modules/profile/profile.repository.ts.
CREATE OR REPLACE FUNCTION user_profile(uid integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'id', u.id, 'name', u.name, 'last_name', u.last_name, 'email', u.email, 'status', u.status,
      'roles', coalesce((
        SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'created_at', r.created_at,
          'permissions', coalesce((
            SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'created_at', p.created_at)
              ORDER BY p.name)
            FROM role_has_permissions rhp JOIN permissions p ON p.id = rhp.permission_id
            WHERE rhp.role_id = r.id), '[]'::json))
          ORDER BY ur.position, ur.role_id)
        FROM user_roles ur JOIN roles r ON r.id = ur.role_id
        WHERE ur.user_id = u.id), '[]'::json),
      'permissions', coalesce((
        SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'created_at', p.created_at)
          ORDER BY p.name)
        FROM permissions p
        WHERE p.id IN (
          SELECT rhp.permission_id FROM role_has_permissions rhp
          WHERE rhp.role_id = (SELECT ur.role_id FROM user_roles ur WHERE ur.user_id = u.id
            ORDER BY ur.position, ur.role_id LIMIT 1)
          UNION SELECT up.permission_id FROM user_permissions up WHERE up.user_id = u.id)
        ), '[]'::json),
      'realstateagencyuser', coalesce((
        SELECT json_agg(json_build_object('id', l.id, 'real_state_agency_id', l.real_state_agency_id,
          'name', coalesce(a.name, '')) ORDER BY l.id)
        FROM real_state_agency_users l LEFT JOIN real_state_agencies a ON a.id = l.real_state_agency_id
        WHERE l.user_id = u.id), '[]'::json),
      'projectuser', coalesce((
        SELECT json_agg(json_build_object('id', pu.id, 'project_id', pu.project_id) ORDER BY pu.id)
        FROM project_users pu WHERE pu.user_id = u.id), '[]'::json)
    )
    FROM users u WHERE u.id = uid
  );
END
$$;
