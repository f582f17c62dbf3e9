-- Every key of a tenant table leads with tenant_id (issue 37; docs/scaling.md, "One very large tenant"):
-- primary keys become (tenant_id, id), unique indexes (tenant_id, ...), and every reference between
-- tenant tables (tenant_id, column) -> (tenant_id, id), so Citus can distribute the tables by tenant_id
-- and keep each tenant's joins on one node. `npm run check:citus-ready` reads the catalog and says so.
-- The references are dropped first (they hold the old keys' indexes), then the keys are rebuilt, then
-- the references are added back; ON DELETE SET NULL names its column, so tenant_id stays.
ALTER TABLE "building_floors" DROP CONSTRAINT "building_floors_building_id_buildings_id_fk";
--> statement-breakpoint
ALTER TABLE "buildings" DROP CONSTRAINT "buildings_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_parent_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_city_id_cities_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_search_words" DROP CONSTRAINT "employee_search_words_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_building_id_buildings_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_floor_id_building_floors_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_manager_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "directory_groups" DROP CONSTRAINT "directory_groups_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "directory_groups" DROP CONSTRAINT "directory_groups_provider_id_identity_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "group_role_mappings" DROP CONSTRAINT "group_role_mappings_provider_id_identity_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "group_role_mappings" DROP CONSTRAINT "group_role_mappings_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "group_role_mappings" DROP CONSTRAINT "group_role_mappings_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "mfa_challenges" DROP CONSTRAINT "mfa_challenges_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "mfa_enrolments" DROP CONSTRAINT "mfa_enrolments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" DROP CONSTRAINT "mfa_recovery_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_otps" DROP CONSTRAINT "password_otps_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scim_group_members" DROP CONSTRAINT "scim_group_members_group_id_scim_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "scim_group_members" DROP CONSTRAINT "scim_group_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "scim_tokens" DROP CONSTRAINT "scim_tokens_provider_id_identity_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_identity_provider_id_identity_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "set_password_links" DROP CONSTRAINT "set_password_links_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sso_logins" DROP CONSTRAINT "sso_logins_provider_id_identity_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "user_entities" DROP CONSTRAINT "user_entities_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_entities" DROP CONSTRAINT "user_entities_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "user_entity_roles" DROP CONSTRAINT "user_entity_roles_user_entity_id_user_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "user_entity_roles" DROP CONSTRAINT "user_entity_roles_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "user_entity_roles" DROP CONSTRAINT "user_entity_roles_source_mapping_id_group_role_mappings_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "cities" DROP CONSTRAINT "cities_state_id_states_id_fk";
--> statement-breakpoint
ALTER TABLE "client_managers" DROP CONSTRAINT "client_managers_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "biz_comp_details" DROP CONSTRAINT "biz_comp_details_biz_comp_master_id_biz_comp_masters_id_fk";
--> statement-breakpoint
ALTER TABLE "biz_comp_details" DROP CONSTRAINT "biz_comp_details_parent_biz_comp_detail_id_biz_comp_details_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_documents" DROP CONSTRAINT "employee_documents_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_profile_sections" DROP CONSTRAINT "employee_profile_sections_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_sessions" DROP CONSTRAINT "attendance_sessions_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "esop_allotments" DROP CONSTRAINT "esop_allotments_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "esop_allotments" DROP CONSTRAINT "esop_allotments_granted_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" DROP CONSTRAINT "esop_exercise_requests_grant_id_esop_allotments_id_fk";
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" DROP CONSTRAINT "esop_exercise_requests_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" DROP CONSTRAINT "esop_exercise_requests_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "payslips" DROP CONSTRAINT "payslips_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "tax_declarations" DROP CONSTRAINT "tax_declarations_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_assignments" DROP CONSTRAINT "policy_assignments_policy_type_id_policy_types_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_assignments" DROP CONSTRAINT "policy_assignments_plan_id_policy_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_documents" DROP CONSTRAINT "policy_documents_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_holidays" DROP CONSTRAINT "policy_holidays_plan_id_policy_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_plans" DROP CONSTRAINT "policy_plans_policy_type_id_policy_types_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_plans" DROP CONSTRAINT "policy_plans_parent_plan_id_policy_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "comp_off_requests" DROP CONSTRAINT "comp_off_requests_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "comp_off_requests" DROP CONSTRAINT "comp_off_requests_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "comp_off_requests" DROP CONSTRAINT "comp_off_requests_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_ledger" DROP CONSTRAINT "leave_ledger_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_ledger" DROP CONSTRAINT "leave_ledger_leave_type_id_leave_types_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" DROP CONSTRAINT "optional_holiday_choices_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" DROP CONSTRAINT "optional_holiday_choices_holiday_id_policy_holidays_id_fk";
--> statement-breakpoint
ALTER TABLE "consultant_contracts" DROP CONSTRAINT "consultant_contracts_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "consultant_contracts" DROP CONSTRAINT "consultant_contracts_vendor_type_id_master_values_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_number_patterns" DROP CONSTRAINT "employee_number_patterns_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" DROP CONSTRAINT "onboarding_checklist_tasks_checklist_id_onboarding_checklists_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" DROP CONSTRAINT "onboarding_checklist_tasks_owner_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" DROP CONSTRAINT "onboarding_checklist_tasks_done_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_templates" DROP CONSTRAINT "onboarding_checklist_templates_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" DROP CONSTRAINT "onboarding_checklists_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" DROP CONSTRAINT "onboarding_checklists_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" DROP CONSTRAINT "onboarding_template_tasks_template_id_onboarding_checklist_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" DROP CONSTRAINT "onboarding_template_tasks_owner_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "client_billing_entities" DROP CONSTRAINT "client_billing_entities_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "client_billing_entities" DROP CONSTRAINT "client_billing_entities_billing_entity_id_billing_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "client_client_managers" DROP CONSTRAINT "client_client_managers_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "client_client_managers" DROP CONSTRAINT "client_client_managers_client_manager_id_client_managers_id_fk";
--> statement-breakpoint
ALTER TABLE "project_allocations" DROP CONSTRAINT "project_allocations_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_allocations" DROP CONSTRAINT "project_allocations_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "project_allocations" DROP CONSTRAINT "project_allocations_ended_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "project_approvers" DROP CONSTRAINT "project_approvers_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_approvers" DROP CONSTRAINT "project_approvers_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "project_entities" DROP CONSTRAINT "project_entities_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_entities" DROP CONSTRAINT "project_entities_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "project_history_logs" DROP CONSTRAINT "project_history_logs_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_history_logs" DROP CONSTRAINT "project_history_logs_changed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "project_managers" DROP CONSTRAINT "project_managers_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_managers" DROP CONSTRAINT "project_managers_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "project_tasks" DROP CONSTRAINT "project_tasks_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "project_tasks" DROP CONSTRAINT "project_tasks_task_id_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_project_type_id_master_values_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_technology_id_master_values_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_classification_id_master_values_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_billing_type_id_master_values_id_fk";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_billing_entity_id_billing_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_week_id_timesheet_weeks_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_task_id_project_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_weeks" DROP CONSTRAINT "timesheet_weeks_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "client_api_keys" DROP CONSTRAINT "client_api_keys_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "client_api_keys" DROP CONSTRAINT "client_api_keys_created_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_imports" DROP CONSTRAINT "timesheet_imports_uploaded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "vendors" DROP CONSTRAINT "vendors_vendor_type_id_master_values_id_fk";
--> statement-breakpoint
ALTER TABLE "erp_sync_runs" DROP CONSTRAINT "erp_sync_runs_started_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "erp_sync_settings" DROP CONSTRAINT "erp_sync_settings_updated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_cards" DROP CONSTRAINT "rate_cards_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "rate_cards" DROP CONSTRAINT "rate_cards_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "revenue_frozen_days" DROP CONSTRAINT "revenue_frozen_days_close_id_revenue_period_closes_id_fk";
--> statement-breakpoint
ALTER TABLE "revenue_period_closes" DROP CONSTRAINT "revenue_period_closes_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_auto_approval_users" DROP CONSTRAINT "timesheet_auto_approval_users_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" DROP CONSTRAINT "timesheet_entity_settings_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_approvals" DROP CONSTRAINT "exit_approvals_resignation_id_resignations_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_approvals" DROP CONSTRAINT "exit_approvals_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_approvals" DROP CONSTRAINT "exit_approvals_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" DROP CONSTRAINT "exit_approver_setup_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" DROP CONSTRAINT "exit_approver_setup_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" DROP CONSTRAINT "exit_approver_setup_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" DROP CONSTRAINT "offboarding_task_documents_task_id_offboarding_tasks_id_fk";
--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" DROP CONSTRAINT "offboarding_task_documents_uploaded_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" DROP CONSTRAINT "offboarding_task_templates_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" DROP CONSTRAINT "offboarding_task_templates_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" DROP CONSTRAINT "offboarding_tasks_resignation_id_resignations_id_fk";
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" DROP CONSTRAINT "offboarding_tasks_owner_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" DROP CONSTRAINT "offboarding_tasks_completed_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_submitted_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_skill_evidence" DROP CONSTRAINT "employee_skill_evidence_employee_skill_id_employee_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_skills" DROP CONSTRAINT "employee_skills_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_skills" DROP CONSTRAINT "employee_skills_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_skills" DROP CONSTRAINT "employee_skills_sub_skill_id_sub_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_skills" DROP CONSTRAINT "employee_skills_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_skills" DROP CONSTRAINT "employee_skills_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "framework_competencies" DROP CONSTRAINT "framework_competencies_framework_id_performance_frameworks_id_fk";
--> statement-breakpoint
ALTER TABLE "framework_competencies" DROP CONSTRAINT "framework_competencies_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "skills" DROP CONSTRAINT "skills_category_id_skill_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "sub_skills" DROP CONSTRAINT "sub_skills_skill_id_skills_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_initiated_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_from_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_to_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_from_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_to_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_from_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_to_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_from_manager_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_to_manager_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_survey_participants" DROP CONSTRAINT "employee_survey_participants_survey_id_employee_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_survey_participants" DROP CONSTRAINT "employee_survey_participants_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_surveys" DROP CONSTRAINT "employee_surveys_questionnaire_id_survey_questionnaires_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_surveys" DROP CONSTRAINT "employee_surveys_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" DROP CONSTRAINT "exit_survey_assignments_resignation_id_resignations_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" DROP CONSTRAINT "exit_survey_assignments_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" DROP CONSTRAINT "exit_survey_assignments_questionnaire_id_survey_questionnaires_id_fk";
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" DROP CONSTRAINT "exit_survey_assignments_assigned_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_response_id_survey_responses_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_question_id_survey_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_questionnaires" DROP CONSTRAINT "survey_questionnaires_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_questions" DROP CONSTRAINT "survey_questions_questionnaire_id_survey_questionnaires_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_assignment_id_exit_survey_assignments_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_survey_id_employee_surveys_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_respondent_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "goal_library_templates" DROP CONSTRAINT "goal_library_templates_goal_type_id_goal_masters_id_fk";
--> statement-breakpoint
ALTER TABLE "goal_library_templates" DROP CONSTRAINT "goal_library_templates_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_period_id_goal_periods_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_goal_type_id_goal_masters_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_goal_status_id_goal_masters_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_owner_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_approver_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_template_id_goal_library_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_decided_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_parent_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "key_results" DROP CONSTRAINT "key_results_goal_id_goals_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_rate_sets" DROP CONSTRAINT "payroll_rate_sets_updated_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_simulations" DROP CONSTRAINT "payroll_simulations_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_simulations" DROP CONSTRAINT "payroll_simulations_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "calibration_changes" DROP CONSTRAINT "calibration_changes_session_id_calibration_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "calibration_changes" DROP CONSTRAINT "calibration_changes_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "calibration_changes" DROP CONSTRAINT "calibration_changes_changed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "calibration_sessions" DROP CONSTRAINT "calibration_sessions_cycle_id_review_cycles_id_fk";
--> statement-breakpoint
ALTER TABLE "calibration_sessions" DROP CONSTRAINT "calibration_sessions_closed_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_cycle_members" DROP CONSTRAINT "review_cycle_members_cycle_id_review_cycles_id_fk";
--> statement-breakpoint
ALTER TABLE "review_cycle_members" DROP CONSTRAINT "review_cycle_members_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "review_feedback" DROP CONSTRAINT "review_feedback_cycle_id_review_cycles_id_fk";
--> statement-breakpoint
ALTER TABLE "review_feedback" DROP CONSTRAINT "review_feedback_subject_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "review_feedback" DROP CONSTRAINT "review_feedback_reviewer_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "review_feedback" DROP CONSTRAINT "review_feedback_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_feedback" DROP CONSTRAINT "review_feedback_requested_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "review_meetings" DROP CONSTRAINT "review_meetings_review_id_reviews_id_fk";
--> statement-breakpoint
ALTER TABLE "review_meetings" DROP CONSTRAINT "review_meetings_scheduled_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_cycle_id_review_cycles_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_manager_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "report_deliveries" DROP CONSTRAINT "report_deliveries_schedule_id_report_schedules_id_fk";
--> statement-breakpoint
ALTER TABLE "report_schedules" DROP CONSTRAINT "report_schedules_view_id_report_views_id_fk";
--> statement-breakpoint
ALTER TABLE "report_schedules" DROP CONSTRAINT "report_schedules_legal_entity_id_legal_entities_id_fk";
--> statement-breakpoint
ALTER TABLE "report_views" DROP CONSTRAINT "report_views_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "building_floors_number";
--> statement-breakpoint
DROP INDEX "directory_groups_source";
--> statement-breakpoint
DROP INDEX "mfa_recovery_codes_hash";
--> statement-breakpoint
DROP INDEX "scim_tokens_hash";
--> statement-breakpoint
DROP INDEX "sessions_token";
--> statement-breakpoint
DROP INDEX "set_password_links_token";
--> statement-breakpoint
DROP INDEX "user_entities_pair";
--> statement-breakpoint
DROP INDEX "user_entity_roles_pair";
--> statement-breakpoint
DROP INDEX "employee_profile_sections_section";
--> statement-breakpoint
DROP INDEX "attendance_sessions_one_open";
--> statement-breakpoint
DROP INDEX "payslips_employee_month";
--> statement-breakpoint
DROP INDEX "tax_declarations_employee_year";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_week_line";
--> statement-breakpoint
ALTER TABLE "employee_search_words" DROP CONSTRAINT "employee_search_words_employee_id_word_pk";
--> statement-breakpoint
ALTER TABLE "scim_group_members" DROP CONSTRAINT "scim_group_members_group_id_user_id_pk";
--> statement-breakpoint
ALTER TABLE "client_people" DROP CONSTRAINT "client_people_client_id_employee_id_pk";
--> statement-breakpoint
ALTER TABLE "timesheet_client_weeks" DROP CONSTRAINT "timesheet_client_weeks_week_id_client_id_status_pk";
--> statement-breakpoint
ALTER TABLE "timesheet_month_hours" DROP CONSTRAINT "timesheet_month_hours_employee_id_month_project_id_billable_status_pk";
--> statement-breakpoint
ALTER TABLE "timesheet_project_weeks" DROP CONSTRAINT "timesheet_project_weeks_week_id_project_id_status_pk";
--> statement-breakpoint
ALTER TABLE "review_cycle_members" DROP CONSTRAINT "review_cycle_members_cycle_id_employee_id_pk";
--> statement-breakpoint
ALTER TABLE "building_floors" DROP CONSTRAINT "building_floors_pkey";
--> statement-breakpoint
ALTER TABLE "buildings" DROP CONSTRAINT "buildings_pkey";
--> statement-breakpoint
ALTER TABLE "departments" DROP CONSTRAINT "departments_pkey";
--> statement-breakpoint
ALTER TABLE "legal_entities" DROP CONSTRAINT "legal_entities_pkey";
--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_pkey";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey";
--> statement-breakpoint
ALTER TABLE "directory_groups" DROP CONSTRAINT "directory_groups_pkey";
--> statement-breakpoint
ALTER TABLE "group_role_mappings" DROP CONSTRAINT "group_role_mappings_pkey";
--> statement-breakpoint
ALTER TABLE "identity_providers" DROP CONSTRAINT "identity_providers_pkey";
--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_pkey";
--> statement-breakpoint
ALTER TABLE "mfa_challenges" DROP CONSTRAINT "mfa_challenges_pkey";
--> statement-breakpoint
ALTER TABLE "mfa_enrolments" DROP CONSTRAINT "mfa_enrolments_pkey";
--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" DROP CONSTRAINT "mfa_recovery_codes_pkey";
--> statement-breakpoint
ALTER TABLE "password_otps" DROP CONSTRAINT "password_otps_pkey";
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";
--> statement-breakpoint
ALTER TABLE "scim_groups" DROP CONSTRAINT "scim_groups_pkey";
--> statement-breakpoint
ALTER TABLE "scim_tokens" DROP CONSTRAINT "scim_tokens_pkey";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";
--> statement-breakpoint
ALTER TABLE "set_password_links" DROP CONSTRAINT "set_password_links_pkey";
--> statement-breakpoint
ALTER TABLE "sso_logins" DROP CONSTRAINT "sso_logins_pkey";
--> statement-breakpoint
ALTER TABLE "user_entities" DROP CONSTRAINT "user_entities_pkey";
--> statement-breakpoint
ALTER TABLE "user_entity_roles" DROP CONSTRAINT "user_entity_roles_pkey";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "approval_decisions" DROP CONSTRAINT "approval_decisions_pkey";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_pkey";
--> statement-breakpoint
ALTER TABLE "mail_attachments" DROP CONSTRAINT "mail_attachments_pkey";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_pkey";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey";
--> statement-breakpoint
ALTER TABLE "cities" DROP CONSTRAINT "cities_pkey";
--> statement-breakpoint
ALTER TABLE "states" DROP CONSTRAINT "states_pkey";
--> statement-breakpoint
ALTER TABLE "billing_entities" DROP CONSTRAINT "billing_entities_pkey";
--> statement-breakpoint
ALTER TABLE "client_managers" DROP CONSTRAINT "client_managers_pkey";
--> statement-breakpoint
ALTER TABLE "master_values" DROP CONSTRAINT "master_values_pkey";
--> statement-breakpoint
ALTER TABLE "biz_comp_details" DROP CONSTRAINT "biz_comp_details_pkey";
--> statement-breakpoint
ALTER TABLE "biz_comp_masters" DROP CONSTRAINT "biz_comp_masters_pkey";
--> statement-breakpoint
ALTER TABLE "employee_documents" DROP CONSTRAINT "employee_documents_pkey";
--> statement-breakpoint
ALTER TABLE "employee_profile_sections" DROP CONSTRAINT "employee_profile_sections_pkey";
--> statement-breakpoint
ALTER TABLE "quick_links" DROP CONSTRAINT "quick_links_pkey";
--> statement-breakpoint
ALTER TABLE "attendance_sessions" DROP CONSTRAINT "attendance_sessions_pkey";
--> statement-breakpoint
ALTER TABLE "esop_allotments" DROP CONSTRAINT "esop_allotments_pkey";
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" DROP CONSTRAINT "esop_exercise_requests_pkey";
--> statement-breakpoint
ALTER TABLE "finance_links" DROP CONSTRAINT "finance_links_pkey";
--> statement-breakpoint
ALTER TABLE "payslips" DROP CONSTRAINT "payslips_pkey";
--> statement-breakpoint
ALTER TABLE "tax_declarations" DROP CONSTRAINT "tax_declarations_pkey";
--> statement-breakpoint
ALTER TABLE "policy_assignments" DROP CONSTRAINT "policy_assignments_pkey";
--> statement-breakpoint
ALTER TABLE "policy_documents" DROP CONSTRAINT "policy_documents_pkey";
--> statement-breakpoint
ALTER TABLE "policy_holidays" DROP CONSTRAINT "policy_holidays_pkey";
--> statement-breakpoint
ALTER TABLE "policy_plans" DROP CONSTRAINT "policy_plans_pkey";
--> statement-breakpoint
ALTER TABLE "policy_types" DROP CONSTRAINT "policy_types_pkey";
--> statement-breakpoint
ALTER TABLE "comp_off_requests" DROP CONSTRAINT "comp_off_requests_pkey";
--> statement-breakpoint
ALTER TABLE "leave_ledger" DROP CONSTRAINT "leave_ledger_pkey";
--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_pkey";
--> statement-breakpoint
ALTER TABLE "leave_types" DROP CONSTRAINT "leave_types_pkey";
--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" DROP CONSTRAINT "optional_holiday_choices_pkey";
--> statement-breakpoint
ALTER TABLE "consultant_contracts" DROP CONSTRAINT "consultant_contracts_pkey";
--> statement-breakpoint
ALTER TABLE "onboarding_drafts" DROP CONSTRAINT "onboarding_drafts_pkey";
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" DROP CONSTRAINT "onboarding_checklist_tasks_pkey";
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_templates" DROP CONSTRAINT "onboarding_checklist_templates_pkey";
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" DROP CONSTRAINT "onboarding_checklists_pkey";
--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" DROP CONSTRAINT "onboarding_template_tasks_pkey";
--> statement-breakpoint
ALTER TABLE "client_billing_entities" DROP CONSTRAINT "client_billing_entities_pkey";
--> statement-breakpoint
ALTER TABLE "client_client_managers" DROP CONSTRAINT "client_client_managers_pkey";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey";
--> statement-breakpoint
ALTER TABLE "project_allocations" DROP CONSTRAINT "project_allocations_pkey";
--> statement-breakpoint
ALTER TABLE "project_approvers" DROP CONSTRAINT "project_approvers_pkey";
--> statement-breakpoint
ALTER TABLE "project_entities" DROP CONSTRAINT "project_entities_pkey";
--> statement-breakpoint
ALTER TABLE "project_history_logs" DROP CONSTRAINT "project_history_logs_pkey";
--> statement-breakpoint
ALTER TABLE "project_managers" DROP CONSTRAINT "project_managers_pkey";
--> statement-breakpoint
ALTER TABLE "project_tasks" DROP CONSTRAINT "project_tasks_pkey";
--> statement-breakpoint
ALTER TABLE "projects" DROP CONSTRAINT "projects_pkey";
--> statement-breakpoint
ALTER TABLE "tasks" DROP CONSTRAINT "tasks_pkey";
--> statement-breakpoint
ALTER TABLE "timesheet_lines" DROP CONSTRAINT "timesheet_lines_pkey";
--> statement-breakpoint
ALTER TABLE "timesheet_weeks" DROP CONSTRAINT "timesheet_weeks_pkey";
--> statement-breakpoint
ALTER TABLE "client_api_keys" DROP CONSTRAINT "client_api_keys_pkey";
--> statement-breakpoint
ALTER TABLE "timesheet_imports" DROP CONSTRAINT "timesheet_imports_pkey";
--> statement-breakpoint
ALTER TABLE "vendors" DROP CONSTRAINT "vendors_pkey";
--> statement-breakpoint
ALTER TABLE "erp_sync_runs" DROP CONSTRAINT "erp_sync_runs_pkey";
--> statement-breakpoint
ALTER TABLE "rate_cards" DROP CONSTRAINT "rate_cards_pkey";
--> statement-breakpoint
ALTER TABLE "revenue_frozen_days" DROP CONSTRAINT "revenue_frozen_days_pkey";
--> statement-breakpoint
ALTER TABLE "revenue_period_closes" DROP CONSTRAINT "revenue_period_closes_pkey";
--> statement-breakpoint
ALTER TABLE "timesheet_auto_approval_users" DROP CONSTRAINT "timesheet_auto_approval_users_pkey";
--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" DROP CONSTRAINT "timesheet_entity_settings_pkey";
--> statement-breakpoint
ALTER TABLE "utilisation_targets" DROP CONSTRAINT "utilisation_targets_pkey";
--> statement-breakpoint
ALTER TABLE "exit_approvals" DROP CONSTRAINT "exit_approvals_pkey";
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" DROP CONSTRAINT "exit_approver_setup_pkey";
--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" DROP CONSTRAINT "offboarding_task_documents_pkey";
--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" DROP CONSTRAINT "offboarding_task_templates_pkey";
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" DROP CONSTRAINT "offboarding_tasks_pkey";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_pkey";
--> statement-breakpoint
ALTER TABLE "company_values" DROP CONSTRAINT "company_values_pkey";
--> statement-breakpoint
ALTER TABLE "employee_skill_evidence" DROP CONSTRAINT "employee_skill_evidence_pkey";
--> statement-breakpoint
ALTER TABLE "employee_skills" DROP CONSTRAINT "employee_skills_pkey";
--> statement-breakpoint
ALTER TABLE "framework_competencies" DROP CONSTRAINT "framework_competencies_pkey";
--> statement-breakpoint
ALTER TABLE "performance_frameworks" DROP CONSTRAINT "performance_frameworks_pkey";
--> statement-breakpoint
ALTER TABLE "performance_kpis" DROP CONSTRAINT "performance_kpis_pkey";
--> statement-breakpoint
ALTER TABLE "performance_mappings" DROP CONSTRAINT "performance_mappings_pkey";
--> statement-breakpoint
ALTER TABLE "proficiency_levels" DROP CONSTRAINT "proficiency_levels_pkey";
--> statement-breakpoint
ALTER TABLE "skill_categories" DROP CONSTRAINT "skill_categories_pkey";
--> statement-breakpoint
ALTER TABLE "skills" DROP CONSTRAINT "skills_pkey";
--> statement-breakpoint
ALTER TABLE "sub_skills" DROP CONSTRAINT "sub_skills_pkey";
--> statement-breakpoint
ALTER TABLE "transfer_requests" DROP CONSTRAINT "transfer_requests_pkey";
--> statement-breakpoint
ALTER TABLE "employee_survey_participants" DROP CONSTRAINT "employee_survey_participants_pkey";
--> statement-breakpoint
ALTER TABLE "employee_surveys" DROP CONSTRAINT "employee_surveys_pkey";
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" DROP CONSTRAINT "exit_survey_assignments_pkey";
--> statement-breakpoint
ALTER TABLE "survey_answers" DROP CONSTRAINT "survey_answers_pkey";
--> statement-breakpoint
ALTER TABLE "survey_questionnaires" DROP CONSTRAINT "survey_questionnaires_pkey";
--> statement-breakpoint
ALTER TABLE "survey_questions" DROP CONSTRAINT "survey_questions_pkey";
--> statement-breakpoint
ALTER TABLE "survey_responses" DROP CONSTRAINT "survey_responses_pkey";
--> statement-breakpoint
ALTER TABLE "goal_library_templates" DROP CONSTRAINT "goal_library_templates_pkey";
--> statement-breakpoint
ALTER TABLE "goal_masters" DROP CONSTRAINT "goal_masters_pkey";
--> statement-breakpoint
ALTER TABLE "goal_periods" DROP CONSTRAINT "goal_periods_pkey";
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_pkey";
--> statement-breakpoint
ALTER TABLE "key_results" DROP CONSTRAINT "key_results_pkey";
--> statement-breakpoint
ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_pkey";
--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_pkey";
--> statement-breakpoint
ALTER TABLE "payroll_simulations" DROP CONSTRAINT "payroll_simulations_pkey";
--> statement-breakpoint
ALTER TABLE "calibration_changes" DROP CONSTRAINT "calibration_changes_pkey";
--> statement-breakpoint
ALTER TABLE "calibration_sessions" DROP CONSTRAINT "calibration_sessions_pkey";
--> statement-breakpoint
ALTER TABLE "review_cycles" DROP CONSTRAINT "review_cycles_pkey";
--> statement-breakpoint
ALTER TABLE "review_feedback" DROP CONSTRAINT "review_feedback_pkey";
--> statement-breakpoint
ALTER TABLE "review_meetings" DROP CONSTRAINT "review_meetings_pkey";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_pkey";
--> statement-breakpoint
ALTER TABLE "report_deliveries" DROP CONSTRAINT "report_deliveries_pkey";
--> statement-breakpoint
ALTER TABLE "report_schedules" DROP CONSTRAINT "report_schedules_pkey";
--> statement-breakpoint
ALTER TABLE "report_views" DROP CONSTRAINT "report_views_pkey";
--> statement-breakpoint
ALTER TABLE "building_floors" ADD CONSTRAINT "building_floors_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "employee_search_words" ADD CONSTRAINT "employee_search_words_pkey" PRIMARY KEY("tenant_id","employee_id","word");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "directory_groups" ADD CONSTRAINT "directory_groups_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "group_role_mappings" ADD CONSTRAINT "group_role_mappings_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_pkey" PRIMARY KEY("tenant_id","token_hash");
--> statement-breakpoint
ALTER TABLE "mfa_enrolments" ADD CONSTRAINT "mfa_enrolments_pkey" PRIMARY KEY("tenant_id","user_id");
--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "password_otps" ADD CONSTRAINT "password_otps_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_pkey" PRIMARY KEY("tenant_id","group_id","user_id");
--> statement-breakpoint
ALTER TABLE "scim_groups" ADD CONSTRAINT "scim_groups_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "set_password_links" ADD CONSTRAINT "set_password_links_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_pkey" PRIMARY KEY("tenant_id","state_hash");
--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "user_entity_roles" ADD CONSTRAINT "user_entity_roles_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "approval_decisions" ADD CONSTRAINT "approval_decisions_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "billing_entities" ADD CONSTRAINT "billing_entities_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "master_values" ADD CONSTRAINT "master_values_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "biz_comp_details" ADD CONSTRAINT "biz_comp_details_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "biz_comp_masters" ADD CONSTRAINT "biz_comp_masters_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "employee_profile_sections" ADD CONSTRAINT "employee_profile_sections_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "quick_links" ADD CONSTRAINT "quick_links_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD CONSTRAINT "esop_allotments_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ADD CONSTRAINT "esop_exercise_requests_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "finance_links" ADD CONSTRAINT "finance_links_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "policy_assignments" ADD CONSTRAINT "policy_assignments_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "policy_holidays" ADD CONSTRAINT "policy_holidays_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "policy_plans" ADD CONSTRAINT "policy_plans_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "policy_types" ADD CONSTRAINT "policy_types_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "comp_off_requests" ADD CONSTRAINT "comp_off_requests_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" ADD CONSTRAINT "optional_holiday_choices_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_pkey" PRIMARY KEY("tenant_id","employee_id");
--> statement-breakpoint
ALTER TABLE "onboarding_drafts" ADD CONSTRAINT "onboarding_drafts_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_templates" ADD CONSTRAINT "onboarding_checklist_templates_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ADD CONSTRAINT "onboarding_template_tasks_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "client_billing_entities" ADD CONSTRAINT "client_billing_entities_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "client_client_managers" ADD CONSTRAINT "client_client_managers_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "client_people" ADD CONSTRAINT "client_people_pkey" PRIMARY KEY("tenant_id","client_id","employee_id");
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "project_approvers" ADD CONSTRAINT "project_approvers_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "project_entities" ADD CONSTRAINT "project_entities_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "project_history_logs" ADD CONSTRAINT "project_history_logs_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "project_managers" ADD CONSTRAINT "project_managers_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "timesheet_client_weeks" ADD CONSTRAINT "timesheet_client_weeks_pkey" PRIMARY KEY("tenant_id","week_id","client_id","status");
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "timesheet_month_hours" ADD CONSTRAINT "timesheet_month_hours_pkey" PRIMARY KEY("tenant_id","employee_id","month","project_id","billable","status");
--> statement-breakpoint
ALTER TABLE "timesheet_project_weeks" ADD CONSTRAINT "timesheet_project_weeks_pkey" PRIMARY KEY("tenant_id","week_id","project_id","status");
--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "client_api_keys" ADD CONSTRAINT "client_api_keys_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "timesheet_imports" ADD CONSTRAINT "timesheet_imports_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "erp_sync_runs" ADD CONSTRAINT "erp_sync_runs_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "revenue_frozen_days" ADD CONSTRAINT "revenue_frozen_days_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "revenue_period_closes" ADD CONSTRAINT "revenue_period_closes_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "timesheet_auto_approval_users" ADD CONSTRAINT "timesheet_auto_approval_users_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" ADD CONSTRAINT "timesheet_entity_settings_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "utilisation_targets" ADD CONSTRAINT "utilisation_targets_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "exit_approvals" ADD CONSTRAINT "exit_approvals_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ADD CONSTRAINT "exit_approver_setup_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" ADD CONSTRAINT "offboarding_task_documents_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" ADD CONSTRAINT "offboarding_task_templates_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ADD CONSTRAINT "offboarding_tasks_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "company_values" ADD CONSTRAINT "company_values_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "employee_skill_evidence" ADD CONSTRAINT "employee_skill_evidence_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "framework_competencies" ADD CONSTRAINT "framework_competencies_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "performance_frameworks" ADD CONSTRAINT "performance_frameworks_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "performance_kpis" ADD CONSTRAINT "performance_kpis_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "performance_mappings" ADD CONSTRAINT "performance_mappings_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "proficiency_levels" ADD CONSTRAINT "proficiency_levels_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "skill_categories" ADD CONSTRAINT "skill_categories_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "sub_skills" ADD CONSTRAINT "sub_skills_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "employee_survey_participants" ADD CONSTRAINT "employee_survey_participants_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "employee_surveys" ADD CONSTRAINT "employee_surveys_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "survey_questionnaires" ADD CONSTRAINT "survey_questionnaires_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "goal_library_templates" ADD CONSTRAINT "goal_library_templates_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "goal_masters" ADD CONSTRAINT "goal_masters_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "goal_periods" ADD CONSTRAINT "goal_periods_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "payroll_simulations" ADD CONSTRAINT "payroll_simulations_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "calibration_sessions" ADD CONSTRAINT "calibration_sessions_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "review_cycle_members" ADD CONSTRAINT "review_cycle_members_pkey" PRIMARY KEY("tenant_id","cycle_id","employee_id");
--> statement-breakpoint
ALTER TABLE "review_cycles" ADD CONSTRAINT "review_cycles_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "review_meetings" ADD CONSTRAINT "review_meetings_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_pkey" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "building_floors_number" ON "building_floors" USING btree ("tenant_id","building_id","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "directory_groups_source" ON "directory_groups" USING btree ("tenant_id","user_id",coalesce("provider_id", '00000000-0000-0000-0000-000000000000'::uuid),"via");
--> statement-breakpoint
CREATE UNIQUE INDEX "mfa_recovery_codes_hash" ON "mfa_recovery_codes" USING btree ("tenant_id","user_id","code_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_hash" ON "scim_tokens" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token" ON "sessions" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "set_password_links_token" ON "set_password_links" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "user_entities_pair" ON "user_entities" USING btree ("tenant_id","user_id","legal_entity_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "user_entity_roles_pair" ON "user_entity_roles" USING btree ("tenant_id","user_entity_id","role_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "employee_profile_sections_section" ON "employee_profile_sections" USING btree ("tenant_id","employee_id","section");
--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_sessions_one_open" ON "attendance_sessions" USING btree ("tenant_id","employee_id") WHERE "attendance_sessions"."clock_out_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_employee_month" ON "payslips" USING btree ("tenant_id","employee_id","month");
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_declarations_employee_year" ON "tax_declarations" USING btree ("tenant_id","employee_id","financial_year");
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_week_line" UNIQUE NULLS NOT DISTINCT("tenant_id","week_id","kind","project_id","task_id");
--> statement-breakpoint
ALTER TABLE "building_floors" ADD CONSTRAINT "building_floors_building_id_fk" FOREIGN KEY ("tenant_id","building_id") REFERENCES "public"."buildings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_location_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_parent_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_city_id_fk" FOREIGN KEY ("tenant_id","city_id") REFERENCES "public"."cities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_search_words" ADD CONSTRAINT "employee_search_words_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_location_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_building_id_fk" FOREIGN KEY ("tenant_id","building_id") REFERENCES "public"."buildings"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_floor_id_fk" FOREIGN KEY ("tenant_id","floor_id") REFERENCES "public"."building_floors"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_id_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "directory_groups" ADD CONSTRAINT "directory_groups_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "directory_groups" ADD CONSTRAINT "directory_groups_provider_id_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."identity_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_role_mappings" ADD CONSTRAINT "group_role_mappings_provider_id_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."identity_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_role_mappings" ADD CONSTRAINT "group_role_mappings_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "group_role_mappings" ADD CONSTRAINT "group_role_mappings_role_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mfa_enrolments" ADD CONSTRAINT "mfa_enrolments_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mfa_recovery_codes" ADD CONSTRAINT "mfa_recovery_codes_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_otps" ADD CONSTRAINT "password_otps_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_group_id_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."scim_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scim_group_members" ADD CONSTRAINT "scim_group_members_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_provider_id_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."identity_providers"("tenant_id","id") ON DELETE set null ("provider_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_identity_provider_id_fk" FOREIGN KEY ("tenant_id","identity_provider_id") REFERENCES "public"."identity_providers"("tenant_id","id") ON DELETE set null ("identity_provider_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "set_password_links" ADD CONSTRAINT "set_password_links_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_provider_id_fk" FOREIGN KEY ("tenant_id","provider_id") REFERENCES "public"."identity_providers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_entities" ADD CONSTRAINT "user_entities_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_entity_roles" ADD CONSTRAINT "user_entity_roles_user_entity_id_fk" FOREIGN KEY ("tenant_id","user_entity_id") REFERENCES "public"."user_entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_entity_roles" ADD CONSTRAINT "user_entity_roles_role_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_entity_roles" ADD CONSTRAINT "user_entity_roles_source_mapping_id_fk" FOREIGN KEY ("tenant_id","source_mapping_id") REFERENCES "public"."group_role_mappings"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_fk" FOREIGN KEY ("tenant_id","state_id") REFERENCES "public"."states"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_managers" ADD CONSTRAINT "client_managers_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "biz_comp_details" ADD CONSTRAINT "biz_comp_details_biz_comp_master_id_fk" FOREIGN KEY ("tenant_id","biz_comp_master_id") REFERENCES "public"."biz_comp_masters"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "biz_comp_details" ADD CONSTRAINT "biz_comp_details_parent_biz_comp_detail_id_fk" FOREIGN KEY ("tenant_id","parent_biz_comp_detail_id") REFERENCES "public"."biz_comp_details"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_profile_sections" ADD CONSTRAINT "employee_profile_sections_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD CONSTRAINT "esop_allotments_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "esop_allotments" ADD CONSTRAINT "esop_allotments_granted_by_fk" FOREIGN KEY ("tenant_id","granted_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ADD CONSTRAINT "esop_exercise_requests_grant_id_fk" FOREIGN KEY ("tenant_id","grant_id") REFERENCES "public"."esop_allotments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ADD CONSTRAINT "esop_exercise_requests_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "esop_exercise_requests" ADD CONSTRAINT "esop_exercise_requests_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tax_declarations" ADD CONSTRAINT "tax_declarations_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_assignments" ADD CONSTRAINT "policy_assignments_policy_type_id_fk" FOREIGN KEY ("tenant_id","policy_type_id") REFERENCES "public"."policy_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_assignments" ADD CONSTRAINT "policy_assignments_plan_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."policy_plans"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_documents" ADD CONSTRAINT "policy_documents_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_holidays" ADD CONSTRAINT "policy_holidays_plan_id_fk" FOREIGN KEY ("tenant_id","plan_id") REFERENCES "public"."policy_plans"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_plans" ADD CONSTRAINT "policy_plans_policy_type_id_fk" FOREIGN KEY ("tenant_id","policy_type_id") REFERENCES "public"."policy_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_plans" ADD CONSTRAINT "policy_plans_parent_plan_id_fk" FOREIGN KEY ("tenant_id","parent_plan_id") REFERENCES "public"."policy_plans"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comp_off_requests" ADD CONSTRAINT "comp_off_requests_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comp_off_requests" ADD CONSTRAINT "comp_off_requests_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comp_off_requests" ADD CONSTRAINT "comp_off_requests_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_leave_type_id_fk" FOREIGN KEY ("tenant_id","leave_type_id") REFERENCES "public"."leave_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_fk" FOREIGN KEY ("tenant_id","leave_type_id") REFERENCES "public"."leave_types"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" ADD CONSTRAINT "optional_holiday_choices_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "optional_holiday_choices" ADD CONSTRAINT "optional_holiday_choices_holiday_id_fk" FOREIGN KEY ("tenant_id","holiday_id") REFERENCES "public"."policy_holidays"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "consultant_contracts" ADD CONSTRAINT "consultant_contracts_vendor_type_id_fk" FOREIGN KEY ("tenant_id","vendor_type_id") REFERENCES "public"."master_values"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_number_patterns" ADD CONSTRAINT "employee_number_patterns_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_checklist_id_fk" FOREIGN KEY ("tenant_id","checklist_id") REFERENCES "public"."onboarding_checklists"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_owner_employee_id_fk" FOREIGN KEY ("tenant_id","owner_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("owner_employee_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_tasks" ADD CONSTRAINT "onboarding_checklist_tasks_done_by_fk" FOREIGN KEY ("tenant_id","done_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_checklist_templates" ADD CONSTRAINT "onboarding_checklist_templates_department_id_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_checklists" ADD CONSTRAINT "onboarding_checklists_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ADD CONSTRAINT "onboarding_template_tasks_template_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."onboarding_checklist_templates"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "onboarding_template_tasks" ADD CONSTRAINT "onboarding_template_tasks_owner_employee_id_fk" FOREIGN KEY ("tenant_id","owner_employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("owner_employee_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_billing_entities" ADD CONSTRAINT "client_billing_entities_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_billing_entities" ADD CONSTRAINT "client_billing_entities_billing_entity_id_fk" FOREIGN KEY ("tenant_id","billing_entity_id") REFERENCES "public"."billing_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_client_managers" ADD CONSTRAINT "client_client_managers_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_client_managers" ADD CONSTRAINT "client_client_managers_client_manager_id_fk" FOREIGN KEY ("tenant_id","client_manager_id") REFERENCES "public"."client_managers"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_allocations" ADD CONSTRAINT "project_allocations_ended_by_fk" FOREIGN KEY ("tenant_id","ended_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_approvers" ADD CONSTRAINT "project_approvers_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_approvers" ADD CONSTRAINT "project_approvers_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_entities" ADD CONSTRAINT "project_entities_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_entities" ADD CONSTRAINT "project_entities_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_history_logs" ADD CONSTRAINT "project_history_logs_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_history_logs" ADD CONSTRAINT "project_history_logs_changed_by_fk" FOREIGN KEY ("tenant_id","changed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_managers" ADD CONSTRAINT "project_managers_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_managers" ADD CONSTRAINT "project_managers_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_task_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."tasks"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_type_id_fk" FOREIGN KEY ("tenant_id","project_type_id") REFERENCES "public"."master_values"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_technology_id_fk" FOREIGN KEY ("tenant_id","technology_id") REFERENCES "public"."master_values"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_classification_id_fk" FOREIGN KEY ("tenant_id","classification_id") REFERENCES "public"."master_values"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_billing_type_id_fk" FOREIGN KEY ("tenant_id","billing_type_id") REFERENCES "public"."master_values"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_billing_entity_id_fk" FOREIGN KEY ("tenant_id","billing_entity_id") REFERENCES "public"."billing_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_week_id_fk" FOREIGN KEY ("tenant_id","week_id") REFERENCES "public"."timesheet_weeks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_task_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."project_tasks"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_api_keys" ADD CONSTRAINT "client_api_keys_client_id_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "client_api_keys" ADD CONSTRAINT "client_api_keys_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_imports" ADD CONSTRAINT "timesheet_imports_uploaded_by_fk" FOREIGN KEY ("tenant_id","uploaded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_vendor_type_id_fk" FOREIGN KEY ("tenant_id","vendor_type_id") REFERENCES "public"."master_values"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erp_sync_runs" ADD CONSTRAINT "erp_sync_runs_started_by_fk" FOREIGN KEY ("tenant_id","started_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "erp_sync_settings" ADD CONSTRAINT "erp_sync_settings_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "revenue_frozen_days" ADD CONSTRAINT "revenue_frozen_days_close_id_fk" FOREIGN KEY ("tenant_id","close_id") REFERENCES "public"."revenue_period_closes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "revenue_period_closes" ADD CONSTRAINT "revenue_period_closes_project_id_fk" FOREIGN KEY ("tenant_id","project_id") REFERENCES "public"."projects"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_auto_approval_users" ADD CONSTRAINT "timesheet_auto_approval_users_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "timesheet_entity_settings" ADD CONSTRAINT "timesheet_entity_settings_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_approvals" ADD CONSTRAINT "exit_approvals_resignation_id_fk" FOREIGN KEY ("tenant_id","resignation_id") REFERENCES "public"."resignations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_approvals" ADD CONSTRAINT "exit_approvals_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_approvals" ADD CONSTRAINT "exit_approvals_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ADD CONSTRAINT "exit_approver_setup_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ADD CONSTRAINT "exit_approver_setup_department_id_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_approver_setup" ADD CONSTRAINT "exit_approver_setup_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" ADD CONSTRAINT "offboarding_task_documents_task_id_fk" FOREIGN KEY ("tenant_id","task_id") REFERENCES "public"."offboarding_tasks"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offboarding_task_documents" ADD CONSTRAINT "offboarding_task_documents_uploaded_by_fk" FOREIGN KEY ("tenant_id","uploaded_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" ADD CONSTRAINT "offboarding_task_templates_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offboarding_task_templates" ADD CONSTRAINT "offboarding_task_templates_department_id_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ADD CONSTRAINT "offboarding_tasks_resignation_id_fk" FOREIGN KEY ("tenant_id","resignation_id") REFERENCES "public"."resignations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ADD CONSTRAINT "offboarding_tasks_owner_id_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offboarding_tasks" ADD CONSTRAINT "offboarding_tasks_completed_by_fk" FOREIGN KEY ("tenant_id","completed_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_submitted_by_fk" FOREIGN KEY ("tenant_id","submitted_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_skill_evidence" ADD CONSTRAINT "employee_skill_evidence_employee_skill_id_fk" FOREIGN KEY ("tenant_id","employee_skill_id") REFERENCES "public"."employee_skills"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_skill_id_fk" FOREIGN KEY ("tenant_id","skill_id") REFERENCES "public"."skills"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_sub_skill_id_fk" FOREIGN KEY ("tenant_id","sub_skill_id") REFERENCES "public"."sub_skills"("tenant_id","id") ON DELETE set null ("sub_skill_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_skills" ADD CONSTRAINT "employee_skills_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "framework_competencies" ADD CONSTRAINT "framework_competencies_framework_id_fk" FOREIGN KEY ("tenant_id","framework_id") REFERENCES "public"."performance_frameworks"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "framework_competencies" ADD CONSTRAINT "framework_competencies_skill_id_fk" FOREIGN KEY ("tenant_id","skill_id") REFERENCES "public"."skills"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_fk" FOREIGN KEY ("tenant_id","category_id") REFERENCES "public"."skill_categories"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sub_skills" ADD CONSTRAINT "sub_skills_skill_id_fk" FOREIGN KEY ("tenant_id","skill_id") REFERENCES "public"."skills"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_initiated_by_fk" FOREIGN KEY ("tenant_id","initiated_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_from_legal_entity_id_fk" FOREIGN KEY ("tenant_id","from_legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_to_legal_entity_id_fk" FOREIGN KEY ("tenant_id","to_legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_from_department_id_fk" FOREIGN KEY ("tenant_id","from_department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_to_department_id_fk" FOREIGN KEY ("tenant_id","to_department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_from_location_id_fk" FOREIGN KEY ("tenant_id","from_location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_to_location_id_fk" FOREIGN KEY ("tenant_id","to_location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_from_manager_id_fk" FOREIGN KEY ("tenant_id","from_manager_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_to_manager_id_fk" FOREIGN KEY ("tenant_id","to_manager_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_survey_participants" ADD CONSTRAINT "employee_survey_participants_survey_id_fk" FOREIGN KEY ("tenant_id","survey_id") REFERENCES "public"."employee_surveys"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_survey_participants" ADD CONSTRAINT "employee_survey_participants_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_surveys" ADD CONSTRAINT "employee_surveys_questionnaire_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."survey_questionnaires"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_surveys" ADD CONSTRAINT "employee_surveys_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_resignation_id_fk" FOREIGN KEY ("tenant_id","resignation_id") REFERENCES "public"."resignations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_questionnaire_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."survey_questionnaires"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "exit_survey_assignments" ADD CONSTRAINT "exit_survey_assignments_assigned_by_fk" FOREIGN KEY ("tenant_id","assigned_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_fk" FOREIGN KEY ("tenant_id","response_id") REFERENCES "public"."survey_responses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_fk" FOREIGN KEY ("tenant_id","question_id") REFERENCES "public"."survey_questions"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_questionnaires" ADD CONSTRAINT "survey_questionnaires_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_questionnaire_id_fk" FOREIGN KEY ("tenant_id","questionnaire_id") REFERENCES "public"."survey_questionnaires"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_assignment_id_fk" FOREIGN KEY ("tenant_id","assignment_id") REFERENCES "public"."exit_survey_assignments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_fk" FOREIGN KEY ("tenant_id","survey_id") REFERENCES "public"."employee_surveys"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_respondent_id_fk" FOREIGN KEY ("tenant_id","respondent_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_department_id_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_location_id_fk" FOREIGN KEY ("tenant_id","location_id") REFERENCES "public"."locations"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goal_library_templates" ADD CONSTRAINT "goal_library_templates_goal_type_id_fk" FOREIGN KEY ("tenant_id","goal_type_id") REFERENCES "public"."goal_masters"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goal_library_templates" ADD CONSTRAINT "goal_library_templates_department_id_fk" FOREIGN KEY ("tenant_id","department_id") REFERENCES "public"."departments"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_period_id_fk" FOREIGN KEY ("tenant_id","period_id") REFERENCES "public"."goal_periods"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_goal_type_id_fk" FOREIGN KEY ("tenant_id","goal_type_id") REFERENCES "public"."goal_masters"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_goal_status_id_fk" FOREIGN KEY ("tenant_id","goal_status_id") REFERENCES "public"."goal_masters"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_owner_id_fk" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_approver_id_fk" FOREIGN KEY ("tenant_id","approver_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_template_id_fk" FOREIGN KEY ("tenant_id","template_id") REFERENCES "public"."goal_library_templates"("tenant_id","id") ON DELETE set null ("template_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_decided_by_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_parent_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_goal_id_fk" FOREIGN KEY ("tenant_id","goal_id") REFERENCES "public"."goals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_fk" FOREIGN KEY ("tenant_id","conversation_id") REFERENCES "public"."chat_conversations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_rate_sets" ADD CONSTRAINT "payroll_rate_sets_updated_by_fk" FOREIGN KEY ("tenant_id","updated_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("updated_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_simulations" ADD CONSTRAINT "payroll_simulations_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_simulations" ADD CONSTRAINT "payroll_simulations_created_by_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE set null ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_session_id_fk" FOREIGN KEY ("tenant_id","session_id") REFERENCES "public"."calibration_sessions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_review_id_fk" FOREIGN KEY ("tenant_id","review_id") REFERENCES "public"."reviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calibration_changes" ADD CONSTRAINT "calibration_changes_changed_by_fk" FOREIGN KEY ("tenant_id","changed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calibration_sessions" ADD CONSTRAINT "calibration_sessions_cycle_id_fk" FOREIGN KEY ("tenant_id","cycle_id") REFERENCES "public"."review_cycles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calibration_sessions" ADD CONSTRAINT "calibration_sessions_closed_by_fk" FOREIGN KEY ("tenant_id","closed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_cycle_members" ADD CONSTRAINT "review_cycle_members_cycle_id_fk" FOREIGN KEY ("tenant_id","cycle_id") REFERENCES "public"."review_cycles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_cycle_members" ADD CONSTRAINT "review_cycle_members_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_cycle_id_fk" FOREIGN KEY ("tenant_id","cycle_id") REFERENCES "public"."review_cycles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_subject_id_fk" FOREIGN KEY ("tenant_id","subject_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_reviewer_id_fk" FOREIGN KEY ("tenant_id","reviewer_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_review_id_fk" FOREIGN KEY ("tenant_id","review_id") REFERENCES "public"."reviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_feedback" ADD CONSTRAINT "review_feedback_requested_by_fk" FOREIGN KEY ("tenant_id","requested_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_meetings" ADD CONSTRAINT "review_meetings_review_id_fk" FOREIGN KEY ("tenant_id","review_id") REFERENCES "public"."reviews"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "review_meetings" ADD CONSTRAINT "review_meetings_scheduled_by_fk" FOREIGN KEY ("tenant_id","scheduled_by") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_cycle_id_fk" FOREIGN KEY ("tenant_id","cycle_id") REFERENCES "public"."review_cycles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_employee_id_fk" FOREIGN KEY ("tenant_id","employee_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_manager_id_fk" FOREIGN KEY ("tenant_id","manager_id") REFERENCES "public"."employees"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_schedule_id_fk" FOREIGN KEY ("tenant_id","schedule_id") REFERENCES "public"."report_schedules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_view_id_fk" FOREIGN KEY ("tenant_id","view_id") REFERENCES "public"."report_views"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_legal_entity_id_fk" FOREIGN KEY ("tenant_id","legal_entity_id") REFERENCES "public"."legal_entities"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_user_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- timesheet_month_hours' arbiter is its new key.
CREATE OR REPLACE FUNCTION timesheet_month_hours_apply(changes timesheet_month_change[]) RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  INSERT INTO timesheet_month_hours AS m (tenant_id, employee_id, month, project_id, billable, status, hours_to_day, hours)
    SELECT tenant_id, employee_id, month, project_id, billable, status, timesheet_month_running(array_agg(dom), array_agg(h)), sum(h)
      FROM (SELECT c.tenant_id, c.employee_id, date_trunc('month', d.day)::date AS month, c.project_id, c.billable, c.status,
                   extract(day FROM d.day)::int AS dom, sum(c.sign * d.h) AS h
              FROM unnest(changes) c
             CROSS JOIN LATERAL (SELECT c.week_start_date + (u.i::int - 1) AS day, u.h::numeric AS h
                                   FROM unnest(c.hours) WITH ORDINALITY u(h, i) WHERE u.h <> 0) d
             GROUP BY 1, 2, 3, 4, 5, 6, 7) by_day
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (tenant_id, employee_id, month, project_id, billable, status)
    DO UPDATE SET hours_to_day = timesheet_days_add(m.hours_to_day, excluded.hours_to_day), hours = m.hours + excluded.hours;
  DELETE FROM timesheet_month_hours m
   USING (SELECT DISTINCT tenant_id, employee_id FROM unnest(changes)) c
   WHERE m.tenant_id = c.tenant_id AND m.employee_id = c.employee_id AND m.hours = 0;
END
$$;
