DROP INDEX "goals_parent";--> statement-breakpoint
DROP INDEX "key_results_goal";--> statement-breakpoint
CREATE INDEX "goals_parent" ON "goals" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "key_results_goal" ON "key_results" USING btree ("goal_id");