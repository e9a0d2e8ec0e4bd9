import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OccErrorList } from "@dukkan/occ";
import { Address, AddressFields, AddressList } from "@dukkan/occ/address";
import type { UserGuards } from "../guards/user-guard.js";
import { OccQuery } from "../occ/params.js";
import type { AddressService } from "./address-service.js";

const userParams = z.object({ userId: z.string().max(256) });
const addressParams = userParams.extend({ addressId: z.string().min(1).max(64) });
const errors = { 400: OccErrorList, 401: OccErrorList, 403: OccErrorList };
const TAGS = ["Addresses"];

/** `users/{userId}/addresses…`: the signed-in customer's own address book (owner only, user guard). */
export function addressRoutes(addresses: AddressService, guards: UserGuards): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/:userId/addresses",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Get the customer's addresses",
          description: "The default address first, then in the order they were added.",
          params: userParams,
          querystring: OccQuery,
          response: { 200: AddressList, ...errors },
        },
      },
      async (request) => ({ addresses: await addresses.list(request.context) }),
    );

    app.post(
      "/users/:userId/addresses",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Add an address",
          description:
            "Answers 201 with the address. The customer's first address becomes the default; " +
            "`defaultAddress: true` makes a new address the default. The area must belong to the region " +
            "and the region to the country (AE).",
          params: userParams,
          querystring: OccQuery,
          body: AddressFields,
          response: { 201: Address, ...errors },
        },
      },
      async (request, reply) => {
        const address = await addresses.create(request.context, request.body);
        return reply.code(201).send(address);
      },
    );

    app.get(
      "/users/:userId/addresses/:addressId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Get one of the customer's addresses",
          description: "An id that is not one of the customer's addresses answers 400 UnknownIdentifierError.",
          params: addressParams,
          querystring: OccQuery,
          response: { 200: Address, ...errors },
        },
      },
      async (request) => addresses.get(request.context, request.params.addressId),
    );

    app.put(
      "/users/:userId/addresses/:addressId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Replace an address",
          description: "All fields are replaced; `defaultAddress: true` makes it the default address.",
          params: addressParams,
          querystring: OccQuery,
          body: AddressFields,
          response: { 200: Address, ...errors },
        },
      },
      async (request) => {
        const { addressId } = request.params;
        await addresses.update(request.context, addressId, request.body);
        return addresses.get(request.context, addressId);
      },
    );

    app.patch(
      "/users/:userId/addresses/:addressId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Change some fields of an address",
          description:
            "The given fields are merged over the stored address and the result is validated as a whole; " +
            "`{ defaultAddress: true }` alone sets the default address.",
          params: addressParams,
          querystring: OccQuery,
          body: AddressFields.partial(),
          response: { 200: Address, ...errors },
        },
      },
      async (request) => {
        const { addressId } = request.params;
        const stored = await addresses.storedFields(request.context, addressId);
        const given = Object.fromEntries(Object.entries(request.body).filter(([, value]) => value !== undefined));
        await addresses.update(request.context, addressId, { ...stored, ...given });
        return addresses.get(request.context, addressId);
      },
    );

    app.delete(
      "/users/:userId/addresses/:addressId",
      {
        preHandler: guards.requireCustomer,
        schema: {
          tags: TAGS,
          summary: "Delete an address",
          description: "Deleting the default address makes the oldest remaining address the default.",
          params: addressParams,
          querystring: OccQuery,
          response: { 200: z.undefined().describe("Empty body"), ...errors },
        },
      },
      async (request, reply) => {
        await addresses.remove(request.context, request.params.addressId);
        return reply.code(200).send();
      },
    );
  };
}
