CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seller_id" uuid,
	"operator_id" uuid,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"peer_unread" integer DEFAULT 0 NOT NULL,
	"last_content" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_conversations_kind" CHECK (("chat_conversations"."kind" = 'support' and "chat_conversations"."seller_id" is null) or ("chat_conversations"."kind" = 'shop' and "chat_conversations"."seller_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"operator_id" uuid,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"context_type" smallint,
	"context_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_support_idx" ON "chat_conversations" USING btree ("user_id") WHERE "chat_conversations"."kind" = 'support';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_shop_idx" ON "chat_conversations" USING btree ("user_id","seller_id") WHERE "chat_conversations"."kind" = 'shop';--> statement-breakpoint
CREATE INDEX "chat_conversations_seller_idx" ON "chat_conversations" USING btree ("seller_id","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_inbox_idx" ON "chat_conversations" USING btree ("kind","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");