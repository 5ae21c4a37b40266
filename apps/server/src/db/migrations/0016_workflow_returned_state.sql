-- Issue 22: an application sent back (驳回) or withdrawn (撤回) to its initiator is stored as
-- 'returned' (待重新提交) instead of 'running'. A running instance whose only open tasks are the
-- initiator's (node name 发起人, as the runtime named the start event's task until now) opened by
-- such a move (a reject or withdraw action at the same instant) becomes returned.
UPDATE wf_instance i SET state = 'returned'
WHERE i.state = 'running'
  AND EXISTS (SELECT 1 FROM wf_task t WHERE t.instance_id = i.id AND t.state = 'pending')
  AND NOT EXISTS (
    SELECT 1 FROM wf_task t WHERE t.instance_id = i.id AND t.state IN ('pending', 'waiting')
      AND NOT (t.node_name = '发起人' AND EXISTS (SELECT 1 FROM wf_action a WHERE a.instance_id = i.id AND a.action IN ('reject', 'withdraw') AND a.create_time = t.create_time))
  );
--> statement-breakpoint
-- A 前加签 task that came back to its assignee is no longer a sign task (it kept sign_type 'before').
UPDATE wf_task SET sign_type = NULL WHERE state = 'pending' AND parent_task_id IS NULL AND sign_type IS NOT NULL;
