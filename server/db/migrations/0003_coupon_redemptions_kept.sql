ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "coupon_redemptions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "coupon_redemptions_session_id_guest_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_session_id_guest_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE set null ON UPDATE no action;