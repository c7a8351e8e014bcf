CREATE TABLE "matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"session_id" text,
	"chart_id" bigint,
	"partner_name" text NOT NULL,
	"partner_gender" text NOT NULL,
	"partner_birth_date" text NOT NULL,
	"partner_birth_time" text NOT NULL,
	"partner_birth_place" text NOT NULL,
	"partner_chart" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_session_id_guest_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_chart_id_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_user" ON "matches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "matches_session" ON "matches" USING btree ("session_id","id");