-- A guest served by an assisted-service agent (decision 0087): the session has no customer.
ALTER TABLE "agent_sessions" ALTER COLUMN "customer_uid" DROP NOT NULL;
