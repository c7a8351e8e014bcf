// The register form's values (phone as its parts) in the registration machine's shape.
import type { RegistrationValues } from "../../../machines/lib/registration";
import type { RegisterValues } from "./RegisterForm";

export function registrationValues(
  values: RegisterValues,
  place: { country: string; placeId: number | null; place: string },
): RegistrationValues {
  return {
    name: values.name,
    email: values.email,
    dialCode: values.phone.dialCode,
    phone: values.phone.digits,
    phoneProblem: values.phone.problem,
    // the machine sets the calendar from its own switch
    calendar: "AD",
    birth_date: values.birth_date,
    birth_date_bs: values.birth_date_bs,
    birth_time: values.birth_time,
    birth_place: place.place,
    country: place.country,
    place_id: place.placeId,
    coupon_code: values.coupon_code,
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}
